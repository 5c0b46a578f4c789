// The grooming service as the API sends it (api/src/grooming/README.md): the pet always embedded.
import type { GroomingServiceType, ListPage, PaymentType } from '@vet/shared-ui';

export interface GroomingPet {
  _id: string;
  name: string;
  species?: string;
  breed?: string;
}

export interface GroomingService {
  _id: string;
  patientId: GroomingPet;
  /** ISO instant (UTC). */
  date: string;
  service: GroomingServiceType;
  specifications: string;
  observations: string;
  cost: number;
  paymentType: PaymentType;
  exchangeRate: number | null;
  createdAt?: string;
  updatedAt?: string;
  /** 1 when created, +1 on every update: an edit sends the version it started from (409 if stale). */
  version: number;
}

/** Who created the record and who last changed it (docs/product/common.md#who-created-and-changed-a-record):
 *  people's names without a title, '' when nobody is on record. On a record's detail only. */
export interface Authors {
  createdBy: string;
  updatedBy: string;
}

/** GET /grooming/:id's `service`: the service with its authors. */
export type GroomingServiceDetail = GroomingService & Authors;

/** What POST and PUT send: `date` always as Date.toISOString(). */
export interface GroomingPayload {
  date: string;
  service: GroomingServiceType;
  specifications: string;
  observations: string;
  cost: number;
  paymentType: PaymentType;
  exchangeRate?: number | null;
}

export interface GroomingCounts {
  today: number;
  week: number;
  month: number;
}

/** A page's summary cards: sums over every service the period and search match (the API adds them up in cents). */
export interface GroomingSummary {
  count: number;
  /** USD. */
  total: number;
  /** USD per service, rounded to the cent; 0 with no services. */
  average: number;
  /** Bs.: cost × exchangeRate of the services that recorded a rate. */
  bolivares: number;
  /** How many services recorded a rate. */
  withRate: number;
}

/** GET /grooming or /patients/:id/grooming with page and limit. */
export interface GroomingPage extends ListPage<GroomingService> {
  summary: GroomingSummary;
}
