import { searchWords } from '../db/search.js';
import type { FastifyRequest } from 'fastify';
import { tidyBody } from '../http/tidy-body.js';
import type { OwnerBody, OwnerEditBody } from './schemas.js';

/** What is stored: optional texts become "" (PUT replaces the record, as the edit form sends it whole). */
export interface OwnerData {
  name: string;
  contact: string;
  email: string;
  address: string;
  /** «No enviar recordatorios»; false when a create (or an older backup's owner) leaves it out. */
  remindersOptOut: boolean;
}

/** An edit: remindersOptOut left out keeps what is stored (a form that does not know the field must not
 *  start sending reminders to an owner who refused them). */
export type OwnerEdit = Omit<OwnerData, 'remindersOptOut'> & { remindersOptOut?: boolean };

const tidyTexts = tidyBody();

/**
 * preValidation: the owner form's strings trimmed and NFC-normalised (http/tidy-body.ts), and
 * remindersOptOut a JSON boolean or nothing: AJV would coerce "true", "false", 1, 0 or null into one, so
 * anything else becomes a value no type accepts (the schema's message names the field).
 */
export async function tidyOwnerBody(request: FastifyRequest): Promise<void> {
  await tidyTexts(request);
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  const value = fields.remindersOptOut;
  if (Object.hasOwn(fields, 'remindersOptOut') && typeof value !== 'boolean') {
    fields.remindersOptOut = { invalid: value };
  }
}

export function toOwnerData(body: OwnerBody): OwnerData {
  return { ...toOwnerEdit(body), remindersOptOut: body.remindersOptOut ?? false };
}

export function toOwnerEdit(body: OwnerBody | OwnerEditBody): OwnerEdit {
  return {
    name: body.name,
    contact: body.contact,
    email: body.email ?? '',
    address: body.address ?? '',
    remindersOptOut: body.remindersOptOut,
  };
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
