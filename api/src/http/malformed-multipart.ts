import { HttpError } from './errors.js';

export const MALFORMED_FORM_MSG = 'El formulario enviado está mal formado.';

// @fastify/busboy throws or emits plain Errors (no code, no status) when a body is not the
// multipart/form-data its Content-Type claims: no boundary, a boundary over 256 bytes, data cut
// short. @fastify/multipart passes them on as they are, which made them 500s.
const BUSBOY_PARSE_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle cannot /,
];

/**
 * The caller's malformed form as a 400 in Spanish; any other error as it came. A field declared as
 * JSON that is not JSON is the caller's form too (the plugin says 406, which is about Accept).
 */
export function malformedMultipart<E extends { message: string; code?: string; statusCode?: number }>(
  error: E,
): E | HttpError {
  const fromBusboy =
    error.code === undefined &&
    error.statusCode === undefined &&
    BUSBOY_PARSE_ERRORS.some((pattern) => pattern.test(error.message));
  return fromBusboy || error.code === 'FST_INVALID_JSON_FIELD_ERROR'
    ? new HttpError(400, MALFORMED_FORM_MSG)
    : error;
}
