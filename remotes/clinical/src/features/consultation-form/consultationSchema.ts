// The consultation form's rules: the server's, with its messages word for word
// (docs/product/clinical.md#the-consultation), so the vet learns before sending. Empty optional numbers
// are null, empty optional texts "".
import { array, mixed, number, object, string } from 'yup';
import dayjs, { type Dayjs } from 'dayjs';
import { toDate } from '@vet/shared-ui';
import type {
  Consultation,
  ConsultationBody,
  MucousMembranes,
  PrescriptionRoute,
  PrescriptionUnit,
} from '../../api/types';
import { MUCOUS_MEMBRANES, PRESCRIPTION_ROUTES, PRESCRIPTION_UNITS } from '@vet/shared-ui';
import { MSG } from '../../messages';

export const LIMITS = {
  reason: 300,
  text: 4000,
  diagnosis: 1000,
  drug: 200,
  frequency: 100,
  prescriptions: 20,
  dose: 100_000,
} as const;

export interface PrescriptionValues {
  drug: string;
  dose: number | null;
  unit: PrescriptionUnit | '';
  route: PrescriptionRoute | '';
  frequency: string;
  durationDays: number | null;
}

/** The body's fields as the form holds them: the moment a picker's, the prescriptions' numbers maybe
 *  empty while typed, the next check the text DateInput keeps. */
export type ConsultationFormValues = Omit<ConsultationBody, 'date' | 'prescriptions' | 'nextCheck'> & {
  date: Dayjs | null;
  prescriptions: PrescriptionValues[];
  /** The ISO day, "" when none, or the text as typed while it names no day (DateInput). */
  nextCheck: string;
};

/** Where the server's per-field messages may land: every field, and each prescription's. */
const TOP_FIELDS: (keyof ConsultationFormValues)[] = [
  'date',
  'vetId',
  'reason',
  'anamnesis',
  'weightKg',
  'temperatureC',
  'heartRate',
  'respiratoryRate',
  'mucousMembranes',
  'capillaryRefillS',
  'dehydrationPct',
  'bodyCondition',
  'findings',
  'presumptiveDiagnosis',
  'definitiveDiagnosis',
  'treatment',
  'prescriptions',
  'nextCheck',
];
const PRESCRIPTION_FIELDS: (keyof PrescriptionValues)[] = [
  'drug',
  'dose',
  'unit',
  'route',
  'frequency',
  'durationDays',
];

/** The field names of a form holding `rows` prescriptions (`prescriptions.0.drug`…). */
export function formFields(rows: number): string[] {
  const perRow = Array.from({ length: rows }, (_, index) =>
    PRESCRIPTION_FIELDS.map((field) => `prescriptions.${index}.${field}`),
  );
  return [...TOP_FIELDS, ...perRow.flat()];
}

/** At most `places` decimals (0: a whole number). */
const decimals = (places: number) => (value: number | null | undefined) =>
  value === null || value === undefined || (String(value).split('.')[1] ?? '').length <= places;

/** An optional number: null when empty; within [min, max] (above `min` when `above`) with at most
 *  `places` decimals, else `message` (`decimalsMessage` for the decimals when it has its own). */
function optionalNumber(
  { min, max, places, above = false }: { min: number; max: number; places: number; above?: boolean },
  message: string,
  decimalsMessage = message,
) {
  const base = number().nullable().defined().typeError(message);
  const bounded = above ? base.moreThan(min, message) : base.min(min, message);
  return bounded.max(max, message).test('decimals', decimalsMessage, decimals(places));
}

const text = (max: number) => string().defined().max(max, MSG.max(max));

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toDate(value) !== null;

export const prescriptionSchema = object({
  drug: string().defined().trim().required(MSG.drugRequired).max(LIMITS.drug, MSG.max(LIMITS.drug)),
  dose: number()
    .nullable()
    .typeError(MSG.doseRequired)
    .required(MSG.doseRequired)
    .moreThan(0, MSG.dosePositive)
    .max(LIMITS.dose, MSG.dosePositive)
    .test('decimals', MSG.dosePositive, decimals(3)),
  unit: string<PrescriptionUnit | ''>()
    .defined()
    .required(MSG.unitInvalid)
    .oneOf([...PRESCRIPTION_UNITS], MSG.unitInvalid),
  route: string<PrescriptionRoute | ''>()
    .defined()
    .required(MSG.routeInvalid)
    .oneOf([...PRESCRIPTION_ROUTES], MSG.routeInvalid),
  frequency: string()
    .defined()
    .trim()
    .required(MSG.frequencyRequired)
    .max(LIMITS.frequency, MSG.max(LIMITS.frequency)),
  durationDays: optionalNumber({ min: 1, max: 365, places: 0 }, MSG.duration),
});

export const consultationSchema = object({
  date: mixed<Dayjs>()
    .nullable()
    .required(MSG.dateRequired)
    .test('valid', MSG.invalidDate, (value) => !value || value.isValid())
    .test('since-2000', MSG.dateBefore2000, (value) => !value?.isValid() || value.year() >= 2000)
    // What has not happened yet: after today (the calendar refuses those days too).
    .test('not-future', MSG.futureDate, (value) => !value?.isValid() || !value.isAfter(dayjs().endOf('day'))),
  vetId: string().defined().required(MSG.vetRequired),
  reason: string().defined().trim().required(MSG.reasonRequired).max(LIMITS.reason, MSG.max(LIMITS.reason)),
  anamnesis: text(LIMITS.text),
  weightKg: optionalNumber({ min: 0, max: 200, places: 2, above: true }, MSG.weightRange, MSG.weightDecimals),
  temperatureC: optionalNumber(
    { min: 25, max: 45, places: 1 },
    MSG.temperatureRange,
    MSG.temperatureDecimals,
  ),
  heartRate: optionalNumber({ min: 1, max: 400, places: 0 }, MSG.heartRate),
  respiratoryRate: optionalNumber({ min: 1, max: 200, places: 0 }, MSG.respiratoryRate),
  mucousMembranes: string<MucousMembranes | ''>()
    .defined()
    .oneOf(['', ...MUCOUS_MEMBRANES], MSG.mucousMembranes),
  capillaryRefillS: optionalNumber({ min: 0, max: 10, places: 1 }, MSG.capillaryRefill),
  dehydrationPct: optionalNumber({ min: 0, max: 20, places: 1 }, MSG.dehydration),
  bodyCondition: optionalNumber({ min: 1, max: 9, places: 0 }, MSG.bodyCondition),
  findings: text(LIMITS.text),
  presumptiveDiagnosis: text(LIMITS.diagnosis),
  definitiveDiagnosis: text(LIMITS.diagnosis),
  treatment: text(LIMITS.text),
  prescriptions: array(prescriptionSchema).defined().max(LIMITS.prescriptions, MSG.tooManyPrescriptions),
  nextCheck: string()
    .defined()
    .test('valid-day', MSG.invalidDate, (value) => !value || isIsoDay(value))
    .test('after-consultation', MSG.nextCheckBefore, (value, context) => {
      const date = (context.parent as ConsultationFormValues).date;
      if (!value || !isIsoDay(value) || !date?.isValid()) return true;
      // Same-length YYYY-MM-DD strings compare like the days they name.
      return value >= date.format('YYYY-MM-DD');
    }),
});

export const emptyPrescription = (): PrescriptionValues => ({
  drug: '',
  dose: null,
  unit: '',
  route: '',
  frequency: '',
  durationDays: null,
});

/** A new consultation: now, attended by `vetId` (the signed-in vet once known). */
export function emptyValues(now: Dayjs, vetId = ''): ConsultationFormValues {
  return {
    date: now,
    vetId,
    reason: '',
    anamnesis: '',
    weightKg: null,
    temperatureC: null,
    heartRate: null,
    respiratoryRate: null,
    mucousMembranes: '',
    capillaryRefillS: null,
    dehydrationPct: null,
    bodyCondition: null,
    findings: '',
    presumptiveDiagnosis: '',
    definitiveDiagnosis: '',
    treatment: '',
    prescriptions: [],
    nextCheck: '',
  };
}

/** A saved consultation as the form's values (edit). */
export function valuesOf(consultation: Consultation): ConsultationFormValues {
  const { vet, date, nextCheck, prescriptions } = consultation;
  return {
    ...emptyValues(dayjs(date), vet?._id ?? ''),
    reason: consultation.reason,
    anamnesis: consultation.anamnesis ?? '',
    weightKg: consultation.weightKg,
    temperatureC: consultation.temperatureC,
    heartRate: consultation.heartRate,
    respiratoryRate: consultation.respiratoryRate,
    mucousMembranes: consultation.mucousMembranes ?? '',
    capillaryRefillS: consultation.capillaryRefillS,
    dehydrationPct: consultation.dehydrationPct,
    bodyCondition: consultation.bodyCondition,
    findings: consultation.findings ?? '',
    presumptiveDiagnosis: consultation.presumptiveDiagnosis ?? '',
    definitiveDiagnosis: consultation.definitiveDiagnosis ?? '',
    treatment: consultation.treatment ?? '',
    prescriptions: prescriptions.map((item) => ({ ...item })),
    nextCheck: nextCheck ?? '',
  };
}

/** The body of POST and PUT: the date as an ISO instant, texts trimmed, empty choices as the API keeps them. */
export function toBody(values: ConsultationFormValues): ConsultationBody {
  return {
    date: values.date!.toDate().toISOString(),
    vetId: values.vetId,
    reason: values.reason.trim(),
    anamnesis: values.anamnesis.trim(),
    weightKg: values.weightKg,
    temperatureC: values.temperatureC,
    heartRate: values.heartRate,
    respiratoryRate: values.respiratoryRate,
    mucousMembranes: values.mucousMembranes,
    capillaryRefillS: values.capillaryRefillS,
    dehydrationPct: values.dehydrationPct,
    bodyCondition: values.bodyCondition,
    findings: values.findings.trim(),
    presumptiveDiagnosis: values.presumptiveDiagnosis.trim(),
    definitiveDiagnosis: values.definitiveDiagnosis.trim(),
    treatment: values.treatment.trim(),
    prescriptions: values.prescriptions.map((item) => ({
      drug: item.drug.trim(),
      dose: item.dose!,
      unit: item.unit as PrescriptionUnit,
      route: item.route as PrescriptionRoute,
      frequency: item.frequency.trim(),
      durationDays: item.durationDays,
    })),
    nextCheck: values.nextCheck || null,
  };
}
