import type { FastifyReply } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';

// Lists that grow (owners, pets, exams, grooming) take `q`, `page` and `limit`. Without page and limit
// they answer the whole list in its own shape (docs/api.md#lists-search-and-pages); with either, one page
// in an envelope:
// { items, total, page, limit } (total counts every match, not only this page).

// A screenful: the lists show 10–20 rows at a time, and a smaller page is a faster answer.
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 1000;
const LIMIT_MSG = `El límite debe ser un número entero entre 1 y ${MAX_LIMIT}`;

/** Querystring properties shared by every list (Spanish messages for each rule). */
export const listQueryProperties = {
  q: {
    type: 'string',
    maxLength: 100,
    errorMessages: { maxLength: 'La búsqueda admite como máximo 100 caracteres' },
  },
  page: {
    type: 'integer',
    minimum: 1,
    maximum: 1_000_000,
    errorMessages: { default: 'La página debe ser un número entero mayor o igual a 1' },
  },
  limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, errorMessages: { default: LIMIT_MSG } },
} as const;

/** The querystring of a list that takes nothing else. */
export const listQuerySchema = { type: 'object', properties: listQueryProperties } as const;
export type ListQuery = FromSchema<typeof listQuerySchema>;

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** The page asked for; undefined when neither page nor limit was given (the whole list, as before). */
export function pageRequest(query: ListQuery): PageRequest | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

/** The envelope's schema around one item schema. Build it once per list (it keys a serializer cache). */
export function pageSchema(itemSchema: object) {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: itemSchema },
      total: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    },
    required: ['items', 'total', 'page', 'limit'],
    additionalProperties: false,
  } as const;
}

/** Runs the page and the count side by side. */
export async function pageOf<T>(
  request: PageRequest,
  items: Promise<T[]>,
  total: Promise<number>,
): Promise<Page<T>> {
  const [rows, count] = await Promise.all([items, total]);
  return toPage(request, rows, count);
}

/** The envelope of one page, from the rows and the total already at hand. */
export function toPage<T>(request: PageRequest, items: T[], total: number): Page<T> {
  return { items, total, page: request.page, limit: request.limit };
}

/**
 * Sends a page serialized by its own schema: the route's 200 schema describes the unpaged answer, and
 * a schema offering both (anyOf) would make fast-json-stringify validate every answer to pick one.
 */
export function sendPage(reply: FastifyReply, schema: object, page: Page<unknown>): FastifyReply {
  const serialize = reply.compileSerializationSchema(schema as Record<string, unknown>, '200');
  return reply.type('application/json; charset=utf-8').serializer(serialize).send(page);
}
