// CSV of the filtered list for Excel in es-ES: UTF-8 with a BOM (else Excel reads "Baño" as
// "BaÃ±o"), ";" between fields (the comma is the decimal separator there), es-ES dates.
import { formatDateTime } from '@vet/shared-ui';
import type { GroomingService } from './api/types';

export const CSV_HEADER = [
  'Fecha',
  'Paciente',
  'Servicio',
  'Especificaciones',
  'Observaciones',
  'Pago',
  'Costo (USD)',
  'Tasa (Bs./USD)',
  'Equivalente (Bs.)',
];

const BOM = '\uFEFF';

/** Plain decimal comma, no thousands separator: Excel in es-ES reads it as a number. */
function decimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',');
}

/** Quotes a field when it holds the separator, a quote or a line break. A leading =, +, -, @
 *  would make Excel run a formula: prefixed with ' (CSV injection). */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function servicesToCsv(services: readonly GroomingService[]): string {
  const rows = services.map((item) => {
    const rate = item.exchangeRate != null && item.exchangeRate > 0 ? item.exchangeRate : null;
    return [
      field(formatDateTime(item.date)),
      field(item.patientId?.name ?? ''),
      field(item.service),
      field(item.specifications),
      field(item.observations ?? ''),
      field(item.paymentType),
      decimal(item.cost, 2),
      rate === null ? '' : decimal(rate, 4),
      rate === null ? '' : decimal(Math.round(Math.round(item.cost * 100) * rate) / 100, 2),
    ].join(';');
  });
  // CRLF: what Excel itself writes.
  return BOM + [CSV_HEADER.join(';'), ...rows].join('\r\n') + '\r\n';
}

/** "servicios-peluqueria-2024-05-15.csv", dated by the local day of the export. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `servicios-peluqueria-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Starts the download in the browser through a Blob URL. */
export function downloadCsv(services: readonly GroomingService[], now: Date = new Date()): void {
  const blob = new Blob([servicesToCsv(services)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(now);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
