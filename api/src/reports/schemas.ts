// The reports' queries and answers (README.md). Each answer's schema is also what the serializer keeps.
import type { FromSchema } from 'json-schema-to-ts';
import { UUID_PATTERN } from '../http/id-params.js';
import { recordSchema, withErrors } from '../http/schemas.js';
import { GROOMING_SERVICES, PAYMENT_TYPES, PREVENTIVE_KINDS } from '../lists.generated.js';
import { GROUPS } from './period.js';

export const NOT_A_PERSON_MSG = 'La persona no pertenece a la clínica';
export const AGE_BANDS = ['0-1', '1-3', '3-7', '7-11', '11+', 'unknown'] as const;
const INVALID_DATE_MSG = 'Fecha inválida';
const GROUP_MSG = 'La agrupación debe ser una de: día, semana, mes';
const SERVICE_MSG = `El tipo de servicio debe ser uno de: ${GROOMING_SERVICES.join(', ')}`;
const PAYMENT_MSG = `El tipo de pago debe ser uno de: ${PAYMENT_TYPES.join(', ')}`;

const day = (required: string) =>
  ({
    type: 'string',
    format: 'date',
    errorMessages: { required, type: INVALID_DATE_MSG, format: INVALID_DATE_MSG },
  }) as const;

// "" is «all» for every filter (a select left empty): the enums take it, the handler reads it as absent.
const periodProperties = {
  from: day('La fecha inicial es obligatoria'),
  to: day('La fecha final es obligatoria'),
  group: { type: 'string', enum: GROUPS, errorMessages: { type: GROUP_MSG, enum: GROUP_MSG } },
} as const;
const vetId = {
  type: 'string',
  pattern: `^$|${UUID_PATTERN}`,
  errorMessages: { type: NOT_A_PERSON_MSG, pattern: NOT_A_PERSON_MSG },
} as const;
const choice = <V extends readonly string[]>(values: V, msg: string) =>
  ({ type: 'string', enum: ['', ...values], errorMessages: { type: msg, enum: msg } }) as const;

const incomeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...periodProperties,
    service: choice(GROOMING_SERVICES, SERVICE_MSG),
    paymentType: choice(PAYMENT_TYPES, PAYMENT_MSG),
    vetId,
  },
  required: ['from', 'to'],
} as const;
const activityQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...periodProperties, vetId },
  required: ['from', 'to'],
} as const;
const patientsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: periodProperties,
  required: ['from', 'to'],
} as const;
export type IncomeQuery = FromSchema<typeof incomeQuery>;
export type ActivityQuery = FromSchema<typeof activityQuery>;
export type PatientsQuery = FromSchema<typeof patientsQuery>;

const count = { type: 'integer', minimum: 0 } as const;
const dayOut = { type: 'string', format: 'date' } as const;
const range = recordSchema({
  from: dayOut,
  to: dayOut,
  zone: { type: 'string' },
  group: { type: 'string', enum: GROUPS },
});
const moneyProperties = {
  count,
  total: { type: 'number' },
  average: { type: 'number' },
  bolivares: { type: 'number' },
  withRate: count,
} as const;
const countsProperties = {
  consultations: count,
  labExams: count,
  grooming: count,
  appointments: count,
  attended: count,
  noShow: count,
  cancelled: count,
  noShowRate: { type: ['number', 'null'] },
} as const;
const person = {
  anyOf: [recordSchema({ _id: { type: 'string' }, name: { type: 'string' } }), { type: 'null' }],
} as const;
const list = <S extends object>(items: S) => ({ type: 'array', items }) as const;
const counted = <K extends string, S extends object>(key: K, value: S) =>
  recordSchema({ [key]: value, count } as Record<K, S> & { count: typeof count });

const incomeAnswer = recordSchema({
  range,
  summary: recordSchema(moneyProperties),
  periods: list(recordSchema({ start: dayOut, ...moneyProperties })),
  byService: list(recordSchema({ service: { type: 'string' }, ...moneyProperties })),
  byPaymentType: list(recordSchema({ paymentType: { type: 'string' }, ...moneyProperties })),
});
const activityAnswer = recordSchema({
  range,
  totals: recordSchema(countsProperties),
  periods: list(recordSchema({ start: dayOut, ...countsProperties })),
  byVet: list(recordSchema({ vet: person, ...countsProperties })),
});
const patientsAnswer = recordSchema({
  range,
  totals: recordSchema({ owners: count, pets: count }),
  periods: list(recordSchema({ start: dayOut, owners: count, pets: count })),
  current: recordSchema({
    pets: count,
    active: count,
    bySpecies: list(counted('species', { type: 'string' })),
    bySex: list(counted('sex', { type: 'string' })),
    byAge: list(counted('band', { type: 'string', enum: AGE_BANDS })),
  }),
});
const vaccinationAnswer = recordSchema({
  today: dayOut,
  pets: count,
  kinds: list(
    recordSchema({
      kind: { type: 'string', enum: PREVENTIVE_KINDS },
      upToDate: count,
      overdue: count,
      never: count,
    }),
  ),
});

const tags = ['reports'];
export const incomeSchema = {
  summary: 'Grooming income of a period: per bucket, per service, per payment type (Administrador)',
  tags,
  querystring: incomeQuery,
  response: withErrors({ 200: incomeAnswer }),
};
export const activitySchema = {
  summary:
    'Consultations, lab exams, grooming services and appointments of a period, per bucket and per person',
  tags,
  querystring: activityQuery,
  response: withErrors({ 200: activityAnswer }),
};
export const patientsSchema = {
  summary: 'Owners and pets registered in a period; the clinic’s pets by species, sex and age; active pets',
  tags,
  querystring: patientsQuery,
  response: withErrors({ 200: patientsAnswer }),
};
export const vaccinationSchema = {
  summary: 'Pets up to date, overdue or never given each preventive kind, today in the clinic',
  tags,
  response: withErrors({ 200: vaccinationAnswer }),
};
