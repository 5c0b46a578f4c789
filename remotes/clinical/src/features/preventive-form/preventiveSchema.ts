// The vaccine and deworming form's rules: the server's, with its messages word for word
// (docs/product/clinical.md#vaccines-and-deworming, api/src/preventives/schemas.ts and input.ts), so the
// vet learns before sending; and the next due day the product suggests.
import { object, string } from 'yup';
import dayjs from 'dayjs';
import { toDate } from '@vet/shared-ui';
import type { Preventive, PreventiveBody, PreventiveKind } from '../../api/types';
import { PREVENTIVE_PRODUCTS } from '@vet/shared-ui';
import { MSG } from '../../messages';

export const LIMITS = { product: 120, lot: 60, notes: 1000 } as const;

export interface PreventiveFormValues {
  product: string;
  lot: string;
  /** The ISO day, "" when empty, or the text as typed while it names no day (DateInput). */
  appliedOn: string;
  /** As appliedOn; "" is no next dose. */
  nextDue: string;
  /** The member's id. */
  appliedBy: string;
  notes: string;
}

/** Where the server's per-field messages may land. */
export const FORM_FIELDS: (keyof PreventiveFormValues)[] = [
  'product',
  'lot',
  'appliedOn',
  'nextDue',
  'appliedBy',
  'notes',
];

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toDate(value) !== null;

/** The browser's calendar day, YYYY-MM-DD. */
export const today = () => dayjs().format('YYYY-MM-DD');

export const preventiveSchema = object({
  product: string()
    .defined()
    .trim()
    .required(MSG.productRequired)
    .max(LIMITS.product, MSG.max(LIMITS.product)),
  lot: string().defined().trim().max(LIMITS.lot, MSG.max(LIMITS.lot)),
  appliedOn: string()
    .defined()
    .required(MSG.appliedOnRequired)
    .test('day', MSG.invalidDate, (day) => day === '' || isIsoDay(day))
    .test('future', MSG.futureDate, (day) => !isIsoDay(day) || day <= today())
    .test('1900', MSG.dateBefore1900, (day) => !isIsoDay(day) || day >= '1900-01-01'),
  nextDue: string()
    .defined()
    .test('day', MSG.invalidDate, (day) => day === '' || isIsoDay(day))
    .test('after', MSG.dueBeforeApplied, (day, context) => {
      const appliedOn = (context.parent as PreventiveFormValues).appliedOn;
      return !isIsoDay(day) || !isIsoDay(appliedOn) || day >= appliedOn;
    }),
  appliedBy: string().defined().required(MSG.appliedByRequired),
  notes: string().defined().trim().max(LIMITS.notes, MSG.max(LIMITS.notes)),
});

/** A new application: applied today by `appliedBy` (the signed-in member), no next dose yet. */
export function emptyValues(appliedBy: string): PreventiveFormValues {
  return { product: '', lot: '', appliedOn: today(), nextDue: '', appliedBy, notes: '' };
}

/** An application as form values (edit); one restored without who applied it starts with nobody chosen. */
export function valuesOf(preventive: Preventive): PreventiveFormValues {
  return {
    product: preventive.product,
    lot: preventive.lot,
    appliedOn: preventive.appliedOn,
    nextDue: preventive.nextDue ?? '',
    appliedBy: preventive.appliedBy?._id ?? '',
    notes: preventive.notes,
  };
}

/** The body of POST and PUT: texts trimmed, no next dose as null. */
export function toBody(kind: PreventiveKind, values: PreventiveFormValues): PreventiveBody {
  return {
    kind,
    product: values.product.trim(),
    lot: values.lot.trim(),
    appliedOn: values.appliedOn,
    nextDue: values.nextDue || null,
    appliedBy: values.appliedBy,
    notes: values.notes.trim(),
  };
}

/** The products the form offers for a kind and the pet's species. */
export function productsFor(kind: PreventiveKind, species: string): string[] {
  return PREVENTIVE_PRODUCTS.filter(
    (product) => product.kind === kind && (product.species as readonly string[]).includes(species),
  ).map((product) => product.name);
}

/** As the server names one product whatever its spelling: case, accents and spaces aside. */
const productKey = (product: string) =>
  product.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** `day` (YYYY-MM-DD) moved by `days` in the calendar. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface DueSuggestion {
  /** The suggested next due day, YYYY-MM-DD. */
  day: string;
  intervalDays: number;
}

/** The next due day a known product of `kind` suggests from the day it was applied; null for a product
 *  the list does not know, or before the day applied is a day. */
export function suggestNextDue(
  kind: PreventiveKind,
  product: string,
  appliedOn: string,
): DueSuggestion | null {
  const key = productKey(product);
  const known = PREVENTIVE_PRODUCTS.find((item) => item.kind === kind && productKey(item.name) === key);
  if (!known || !isIsoDay(appliedOn)) return null;
  return { day: addDays(appliedOn, known.intervalDays), intervalDays: known.intervalDays };
}
