import { searchWords } from '../db/search.js';
import { tidyBody } from '../http/tidy-body.js';
import type { OwnerBody } from './schemas.js';

/** What is stored: optional fields become "" (PUT replaces the record, as the edit form sends it whole). */
export interface OwnerData {
  name: string;
  contact: string;
  email: string;
  address: string;
}

/** preValidation: the owner form's strings trimmed and NFC-normalised (http/tidy-body.ts). */
export const tidyOwnerBody = tidyBody();

export function toOwnerData(body: OwnerBody): OwnerData {
  return { name: body.name, contact: body.contact, email: body.email ?? '', address: body.address ?? '' };
}

export interface SearchTerms {
  /** The words typed, LIKE wildcards escaped; folded (case, accents) in SQL by search_fold(). */
  words: string[];
  /** The digits of a phone-looking query ("412 123-45"), matched against the contact's digits. */
  digits: string;
}

/** undefined when there is nothing to search for. */
export function searchTerms(q: string | undefined): SearchTerms | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const text = q!.trim();
  const phoneLike = /^[\d\s+().-]+$/.test(text);
  return { words, digits: phoneLike ? text.replace(/\D/g, '') : '' };
}
