import type { FastifyRequest } from 'fastify';
import { searchWords } from '../db/search.js';
import { HttpError } from '../http/errors.js';
import { OWNER_NOT_FOUND_MSG } from './schemas.js';

export interface OwnerBody {
  name: string;
  contact: string;
  email?: string;
  address?: string;
}

/** What is stored: optional fields become "" (PUT replaces the record, as the edit form sends it whole). */
export interface OwnerData {
  name: string;
  contact: string;
  email: string;
  address: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * preValidation: trims (and NFC-normalises) the body's strings, so the schema judges what will be stored:
 * " a " is too short and "   " is missing. NFC makes "José" typed with a combining accent searchable.
 */
export async function tidyBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') (body as Record<string, unknown>)[key] = value.normalize('NFC').trim();
  }
}

/**
 * preValidation: a malformed id cannot name an owner, so it is a 404 like any unknown id (never a
 * database cast error, and checked before the body so the answer does not depend on it).
 */
export async function requireUuidParam(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  if (!id || !UUID.test(id)) throw new HttpError(404, OWNER_NOT_FOUND_MSG);
}

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
