// The grooming form (docs/product/grooming.md#fields-and-rules): the field messages ("{label} es
// requerido", "Máximo 300 caracteres", "{label} debe ser mayor a 0") and, for the toast on a refused
// submit, the submit-level sentences.
import { mixed, number, object, string } from 'yup';
import type { Dayjs } from 'dayjs';
import {
  COST_MIN,
  GROOMING_SERVICES,
  PAYMENT_TYPES,
  SPECIFICATIONS_MAX,
  type GroomingServiceType,
  type PaymentType,
} from '@vet/shared-ui';
import type { GroomingPayload, GroomingService } from '../../api/types';
import { MSG } from '../../messages';

export const LABELS = {
  date: 'Fecha',
  service: 'Servicio',
  specifications: 'Especificaciones',
  observations: 'Observaciones',
  cost: 'Costo',
  paymentType: 'Tipo de pago',
  exchangeRate: 'Tasa de cambio',
} as const;

/** The API's further limits (api/src/grooming/README.md), checked here so the vet learns early. */
export const OBSERVATIONS_MAX = 2000;
export const COST_MAX = 1_000_000;

export interface GroomingFormValues {
  date: Dayjs | null;
  service: GroomingServiceType | '';
  specifications: string;
  observations: string;
  cost: number | null;
  paymentType: PaymentType | '';
  exchangeRate: number | null;
}

/** Shown as a toast when a submit is refused, in the form's order. */
export const SUBMIT_MESSAGES: Partial<Record<keyof GroomingFormValues, string>> = {
  date: MSG.dateMissing,
  service: MSG.serviceMissing,
  specifications: MSG.specificationsMissing,
  cost: MSG.costMissing,
  paymentType: MSG.paymentTypeMissing,
};

const { required, positive } = MSG;
const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || Number.isNaN(value) ? null : value;
const twoDecimals = (value: number | null | undefined) =>
  value == null || Math.round(value * 100) === value * 100;

export const groomingSchema = object({
  date: mixed<Dayjs>()
    .nullable()
    .required(required(LABELS.date))
    .test('valid', MSG.invalidDate, (value) => !value || value.isValid()),
  service: string<GroomingServiceType | ''>()
    .required(required(LABELS.service))
    .oneOf([...GROOMING_SERVICES], required(LABELS.service)),
  specifications: string()
    .trim()
    .required(required(LABELS.specifications))
    .max(SPECIFICATIONS_MAX, MSG.tooLong(SPECIFICATIONS_MAX)),
  observations: string().default('').max(OBSERVATIONS_MAX, MSG.tooLong(OBSERVATIONS_MAX)),
  cost: number()
    .transform(emptyToNull)
    .nullable()
    .required(required(LABELS.cost))
    .min(COST_MIN, positive(LABELS.cost))
    .max(COST_MAX, MSG.costTooHigh)
    .test('cents', MSG.costCents, twoDecimals),
  paymentType: string<PaymentType | ''>()
    .required(required(LABELS.paymentType))
    .oneOf([...PAYMENT_TYPES], required(LABELS.paymentType)),
  exchangeRate: number()
    .transform(emptyToNull)
    .nullable()
    .defined()
    .moreThan(0, positive(LABELS.exchangeRate)),
});

export function emptyValues(now: Dayjs): GroomingFormValues {
  return {
    date: now,
    service: '',
    specifications: '',
    observations: '',
    cost: null,
    paymentType: '',
    exchangeRate: null,
  };
}

/** An existing service as form values (edit). */
export function valuesOf(service: GroomingService, toDayjs: (iso: string) => Dayjs): GroomingFormValues {
  return {
    date: toDayjs(service.date),
    service: service.service,
    specifications: service.specifications,
    observations: service.observations ?? '',
    cost: service.cost,
    paymentType: service.paymentType,
    exchangeRate: service.exchangeRate ?? null,
  };
}

/** The body of POST/PUT: the date as an ISO instant (the API refuses a local time without zone). */
export function toPayload(values: GroomingFormValues): GroomingPayload {
  return {
    date: values.date!.toDate().toISOString(),
    service: values.service as GroomingServiceType,
    specifications: values.specifications.trim(),
    observations: values.observations.trim(),
    cost: values.cost!,
    paymentType: values.paymentType as PaymentType,
    exchangeRate: values.exchangeRate ?? null,
  };
}
