// Search and the summary cards of the list. Money is added in cents (integers), so 0.10 + 0.20
// is exactly 0.30, as the API's README advises.
import { containsAllWords, normalizeSearchText, searchWords } from '@vet/shared-ui';
import type { GroomingService } from './api/types';

const toCents = (amount: number) => Math.round(amount * 100);

/** Patient name, service and specifications, case- and accent-insensitive, every word. */
export function searchServices(services: readonly GroomingService[], query: string): GroomingService[] {
  const words = searchWords(query);
  if (words.length === 0) return [...services];
  return services.filter((item) =>
    containsAllWords(
      normalizeSearchText(`${item.patientId?.name ?? ''} ${item.service} ${item.specifications}`),
      words,
    ),
  );
}

export interface GroomingSummary {
  count: number;
  /** USD, rounded to the cent. */
  total: number;
  /** USD per service, rounded to the cent; 0 with no services. */
  average: number;
  /** Bs.: sum of cost × exchangeRate over the services that recorded a rate. */
  bolivares: number;
  /** How many services recorded a rate. */
  withRate: number;
}

export function summarize(services: readonly GroomingService[]): GroomingSummary {
  let cents = 0;
  let bolivarCents = 0;
  let withRate = 0;
  for (const item of services) {
    cents += toCents(item.cost);
    if (item.exchangeRate != null && item.exchangeRate > 0) {
      withRate += 1;
      bolivarCents += Math.round(toCents(item.cost) * item.exchangeRate);
    }
  }
  const count = services.length;
  return {
    count,
    total: cents / 100,
    average: count ? Math.round(cents / count) / 100 : 0,
    bolivares: bolivarCents / 100,
    withRate,
  };
}
