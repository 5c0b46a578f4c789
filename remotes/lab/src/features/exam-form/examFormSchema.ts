// The exam form's rules (docs/product/lab.md#fields-and-rules): date required; the four values required
// and >= 0.
import * as yup from 'yup';
import type { DifferentialCount, RangeSpecies } from '../../api/types';
import { toDate } from '@vet/shared-ui';
import { MSG } from '../../messages';

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toDate(value) !== null;

const requiredNumber = (label: string) =>
  yup
    .number()
    .typeError(MSG.required(label))
    .nullable()
    .required(MSG.required(label))
    .min(0, MSG.notNegative);

export const examFormSchema = yup.object({
  // The date field gives an ISO day, or the text as typed while it names none (shared-ui's DateInput).
  date: yup
    .string()
    .trim()
    .required(MSG.dateRequired)
    .test('valid-day', MSG.invalidDate, (value) => !value || isIsoDay(value))
    // Same-length YYYY-MM-DD strings compare like the days they name.
    .test('not-future', MSG.futureDate, (value) => !value || !isIsoDay(value) || value <= todayLocal()),
  species: yup.mixed<RangeSpecies>().oneOf(['perro', 'gato']).required(),
  hematocrit: requiredNumber('Hematocrito'),
  whiteBloodCells: requiredNumber('Glóbulos blancos'),
  totalProtein: requiredNumber('Proteínas totales'),
  platelets: requiredNumber('Plaquetas'),
  hemotropico: yup.string().default(''),
  observacion: yup.string().default(''),
});

/** What the form holds: a number field is null while empty (the schema refuses that on submit). */
export interface ExamFormValues {
  date: string;
  species: RangeSpecies;
  hematocrit: number | null;
  whiteBloodCells: number | null;
  totalProtein: number | null;
  platelets: number | null;
  hemotropico: string;
  observacion: string;
  /** The counter's result, set by the counter tab: not in the schema, which passes it on unchanged. */
  differentialCount: DifferentialCount;
  totalCells: number;
}

/** Today as YYYY-MM-DD in the vet's time zone (toISOString would give UTC's day). */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
