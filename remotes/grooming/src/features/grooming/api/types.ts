// The grooming service as the API returns it (api/src/grooming/README.md): the pet always embedded.
import type { GroomingServiceType, PaymentType } from '@vet/shared-ui';

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
}

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
