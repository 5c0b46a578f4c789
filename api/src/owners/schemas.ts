import { withAuthors } from '../audit/authors.js';
import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { listQuerySchema, pageSchema } from '../http/paging.js';
import { msgResponseSchema, recordSchema, savedSchema, withErrors } from '../http/schemas.js';
import { EMAIL_PATTERN } from '../lib/email.js';
import { versionOut, withVersion } from '../http/versions.js';

export const OWNER_NOT_FOUND_MSG = 'Propietario no encontrado';
const PHONE_INVALID = 'Teléfono inválido: código de país seguido solo de números';
export const REMINDERS_OPT_OUT_MSG = 'El valor de «No enviar recordatorios» debe ser verdadero o falso';

/** The owner as every call returns it: exactly these fields, nothing internal (vet id, search text). */
export const ownerSchema = recordSchema({
  _id: { type: 'string' },
  name: { type: 'string' },
  contact: { type: 'string' },
  email: { type: 'string' },
  address: { type: 'string' },
  /** «No enviar recordatorios»: the reminders planner skips the owner (api/src/reminders). */
  remindersOptOut: { type: 'boolean' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
  version: versionOut,
});

// Strings arrive trimmed (see input.ts), so an all-blank name is "" and gets the required message.
function name(required: string) {
  return {
    type: 'string',
    minLength: 2,
    maxLength: 120,
    errorMessages: { required, minLength: 'Mínimo 2 caracteres', maxLength: 'Máximo 120 caracteres' },
  } as const;
}

// The phone field (docs/product/common.md#phone-numbers): a dial code (+58, or +1-809 style) joined to the
// digits of the number.
const contact = {
  type: 'string',
  maxLength: 30,
  pattern: '^\\+\\d{1,3}(-\\d{3})?\\d{4,15}$',
  errorMessages: { required: 'El teléfono es obligatorio', pattern: PHONE_INVALID, maxLength: PHONE_INVALID },
} as const;

const email = {
  type: 'string',
  maxLength: 254,
  // Optional: "" means none; otherwise one address under the accounts' strict rule (lib/email.ts).
  pattern: `^$|${EMAIL_PATTERN}`,
  errorMessages: { pattern: 'Formato de email inválido', maxLength: 'Máximo 254 caracteres' },
} as const;

const address = {
  type: 'string',
  maxLength: 300,
  errorMessages: { maxLength: 'Máximo 300 caracteres' },
} as const;

// A JSON true or false only: input.ts turns "true", 1 or null into a value no type accepts, so AJV's
// coercion never stores what the caller did not mean. Left out: false on create, unchanged on edit.
const remindersOptOut = {
  type: 'boolean',
  errorMessages: { type: REMINDERS_OPT_OUT_MSG },
} as const;

function ownerBody(nameRequired: string) {
  // additionalProperties false + AJV removeAdditional: unknown fields are dropped, never stored.
  return {
    type: 'object',
    additionalProperties: false,
    properties: { name: name(nameRequired), contact, email, address, remindersOptOut },
    required: ['name', 'contact'],
  } as const;
}

const savedResponse = savedSchema('owner', ownerSchema);

const ownerParams = idParams(['id'], OWNER_NOT_FOUND_MSG);
const tags = ['owners'];

export const createOwnerSchema = {
  summary: 'Create an owner',
  tags,
  body: ownerBody('El nombre es requerido'),
  response: withErrors({ 201: savedResponse }),
};
export type OwnerBody = FromSchema<typeof createOwnerSchema.body>;

// An edit also names the version its form loaded (http/versions.ts).
const editBody = ownerBody('El nombre del propietario es obligatorio');

export const updateOwnerSchema = {
  summary: 'Edit an owner (the whole record, with the version its form loaded)',
  tags,
  params: ownerParams,
  body: withVersion(editBody),
  response: withErrors({ 200: savedResponse }),
} as const;
export type OwnerEditBody = FromSchema<typeof updateOwnerSchema.body>;
export type OwnerParams = FromSchema<typeof ownerParams>;

/** Without page/limit the whole list (docs/api.md#lists-search-and-pages); with either, a page
 *  (http/paging.ts). */
export const listOwnersSchema = {
  summary: "The vet's owners: all, a search, or a page (q, page, limit)",
  tags,
  querystring: listQuerySchema,
  response: withErrors({ 200: { type: 'array', items: ownerSchema } }),
};
export const ownersPageSchema = pageSchema(ownerSchema);

export const getOwnerSchema = {
  summary: 'One owner',
  tags,
  params: ownerParams,
  response: withErrors({ 200: withAuthors(ownerSchema) }),
};

export const deleteOwnerSchema = {
  summary: 'Delete an owner, with its pets, exams and grooming services',
  tags,
  params: ownerParams,
  response: withErrors({ 200: msgResponseSchema }),
};
