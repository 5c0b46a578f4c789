/** The error body every route may answer with: { msg, errors? }. */
export const errorResponseSchema = {
  type: 'object',
  properties: {
    msg: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, msg: { type: 'string' } },
        required: ['field', 'msg'],
      },
    },
  },
  required: ['msg'],
} as const;

/** Adds the shared 4xx/5xx error body to a route's response map, so error replies are serialized too. */
export function withErrors<T extends Record<number, unknown>>(responses: T) {
  return { ...responses, '4xx': errorResponseSchema, '5xx': errorResponseSchema };
}

/** { msg } success bodies. */
export const msgResponseSchema = {
  type: 'object',
  properties: { msg: { type: 'string' } },
  required: ['msg'],
} as const;

/**
 * A record as routes answer it: these properties, every one present, nothing else (the serializer
 * drops anything internal, such as the vet id or a search column).
 */
export function recordSchema<P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  } as const;
}

/** What a create or an update answers: `{ msg, <key>: the saved record }`. */
export function savedSchema<K extends string, S extends object>(key: K, record: S) {
  return {
    type: 'object',
    properties: { msg: { type: 'string' }, [key]: record } as { msg: { type: 'string' } } & Record<K, S>,
    required: ['msg', key],
  } as const;
}

export const INVALID_INSTANT_MSG = 'Fecha y hora no válidas';
/** An instant as ISO 8601 with its offset (`2026-03-12T13:00:00.000Z`), as a backup file writes them. */
export const instantSchema = {
  type: 'string',
  format: 'date-time',
  errorMessages: { required: INVALID_INSTANT_MSG, type: INVALID_INSTANT_MSG, format: INVALID_INSTANT_MSG },
} as const;
