// A pet's age from its birth date (docs/product/pets.md#pet-detail): whole years, else months, else days.
import { toDate, type DateInput } from './date';

function plural(count: number, singular: string, pluralWord: string): string {
  return `${count} ${count === 1 ? singular : pluralWord}`;
}

/** "3 años", "1 año", "5 meses", "1 mes", "12 días", "0 días"; "" when the date is missing,
 *  invalid or in the future. `now` is injectable for tests and live form previews. */
export function formatPetAge(birthDate: DateInput, now: Date = new Date()): string {
  const birth = toDate(birthDate);
  if (!birth) return '';
  const start = new Date(birth.getFullYear(), birth.getMonth(), birth.getDate());
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (start > today) return '';

  let months = (today.getFullYear() - start.getFullYear()) * 12 + (today.getMonth() - start.getMonth());
  if (today.getDate() < start.getDate()) months -= 1;
  const years = Math.floor(months / 12);
  if (years >= 1) return plural(years, 'año', 'años');
  if (months >= 1) return plural(months, 'mes', 'meses');
  // Calendar days, counted on local dates (a DST change must not lose a day).
  const days = Math.round(
    (Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) -
      Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) /
      86_400_000,
  );
  return plural(days, 'día', 'días');
}
