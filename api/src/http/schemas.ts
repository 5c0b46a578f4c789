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
