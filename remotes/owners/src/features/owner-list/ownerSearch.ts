// Owner search (SPEC §2, issue 4): by name or contact, case- and accent-insensitive. A query that
// looks like a phone ("300 123-45", "+58 414") is also compared by its digits, so any piece of
// the number is found however it is typed.
import { containsAllWords, digitsOnly, normalizeSearchText, searchWords } from '@vet/shared-ui';
import type { Owner } from '../owners/api/types';

export interface SearchableOwner {
  owner: Owner;
  /** Normalised name, and "name contact": computed once per list load, not per keystroke. */
  name: string;
  text: string;
  digits: string;
}

const PHONE_QUERY = /^[\d\s+\-().]+$/;

export function toSearchable(owners: readonly Owner[]): SearchableOwner[] {
  return owners.map((owner) => {
    const name = normalizeSearchText(owner.name);
    return { owner, name, text: `${name} ${owner.contact.toLowerCase()}`, digits: digitsOnly(owner.contact) };
  });
}

export function filterOwners(entries: readonly SearchableOwner[], query: string): Owner[] {
  const words = searchWords(query);
  if (words.length === 0) return entries.map((entry) => entry.owner);
  const trimmed = query.trim();
  if (PHONE_QUERY.test(trimmed)) {
    // A phone piece: its digits in a row ("1000 013" is not "1000…" and "…013" apart). Names are
    // still searched, for the rare one holding a number.
    const digits = digitsOnly(trimmed);
    return entries
      .filter((entry) => (digits && entry.digits.includes(digits)) || containsAllWords(entry.name, words))
      .map((entry) => entry.owner);
  }
  return entries.filter((entry) => containsAllWords(entry.text, words)).map((entry) => entry.owner);
}
