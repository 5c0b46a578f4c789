import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../http/errors.js';
import { OWNER_NOT_FOUND_MSG, PATIENT_NOT_FOUND_MSG } from './schemas.js';

/** The body after the schema: every field optional here, required ones enforced by the create schema. */
export interface PatientBody {
  name?: string;
  birthDate?: string;
  species?: string;
  sex?: string;
  breed?: string;
  weight?: number | null;
  mainVet?: string;
  referringVet?: string;
  photo?: unknown;
}

/** What a pet row holds apart from ids, owner and photo. */
export interface PatientFields {
  name: string;
  birthDate: string;
  species: string;
  sex: string;
  breed: string;
  weight: number | null;
  mainVet: string;
  referringVet: string;
}

const FIELD_NAMES = [
  'name',
  'birthDate',
  'species',
  'sex',
  'breed',
  'weight',
  'mainVet',
  'referringVet',
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60_000;

/**
 * preValidation: trims (and NFC-normalises) the body's strings, so the schema judges what will be
 * stored: "   " is missing, and "Hurón" typed with a combining accent still matches the species list.
 * No body at all is an empty form (a PUT without changes, a POST missing every field).
 */
export async function tidyBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') (body as Record<string, unknown>)[key] = value.normalize('NFC').trim();
  }
}

/** onRequest: a malformed id names nothing, so it is a 404 like an unknown id (never a cast error). */
export async function requirePatientId(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  if (!id || !UUID.test(id)) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
}

export async function requireOwnerId(request: FastifyRequest): Promise<void> {
  const { ownerId } = request.params as { ownerId?: string };
  if (!ownerId || !UUID.test(ownerId)) throw new HttpError(404, OWNER_NOT_FOUND_MSG);
}

/** The uploaded file, if any. An empty file part (a form with no file chosen) counts as none. */
export function uploadedPhoto(body: PatientBody): Buffer | undefined {
  const { photo } = body;
  if (photo === undefined || photo === '') return undefined;
  if (Buffer.isBuffer(photo)) return photo.length > 0 ? photo : undefined;
  const msg = 'La foto debe enviarse como archivo de imagen';
  throw validationError([{ field: 'photo', msg }]);
}

/**
 * Births from 1900 up to today. "Today" is the server's UTC date plus one day: the vet's own day
 * may already be tomorrow in UTC terms (or still yesterday), and the form checks the exact local
 * date in the browser; the server only refuses what is future in every time zone.
 */
export function checkBirthDate(value: string | undefined, now: Date): void {
  if (value === undefined) return;
  if (value < '1900-01-01') {
    throw validationError([{ field: 'birthDate', msg: 'La fecha no puede ser anterior a 1900' }]);
  }
  const latest = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  if (value > latest) throw validationError([{ field: 'birthDate', msg: 'La fecha no puede ser futura' }]);
}

/** A new pet's fields; the create schema guarantees the required ones. */
export function newPatientFields(body: PatientBody): PatientFields {
  return {
    name: body.name!,
    birthDate: body.birthDate!,
    species: body.species!,
    sex: body.sex!,
    breed: body.breed ?? '',
    weight: body.weight ?? null,
    mainVet: body.mainVet!,
    referringVet: body.referringVet ?? '',
  };
}

/** Only the fields the request carried (the edit form sends what changed). */
export function changedFields(body: PatientBody): Partial<PatientFields> {
  const changes: Partial<Record<keyof PatientFields, unknown>> = {};
  for (const key of FIELD_NAMES) if (body[key] !== undefined) changes[key] = body[key];
  return changes as Partial<PatientFields>;
}
