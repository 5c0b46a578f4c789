import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, UNEXPECTED_MSG, NOT_FOUND_ROUTE_MSG } from './errors.js';
import { malformedMultipart } from './malformed-multipart.js';
import { toFieldErrors } from './validation.js';

// Framework errors that reach a caller, in Spanish. Anything unlisted falls back to its status.
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la petición no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición está vacío.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada del contenido no coincide con lo enviado.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El contenido enviado es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado. Envía los datos como JSON.',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida.',
  FST_FILES_LIMIT: 'No se admiten archivos en esta petición.',
  FST_FIELDS_LIMIT: 'El formulario tiene demasiados campos.',
  FST_PARTS_LIMIT: 'El formulario tiene demasiadas partes.',
  FST_REQ_FILE_TOO_LARGE: 'El archivo enviado es demasiado grande.',
  FST_PROTO_VIOLATION: 'El formulario enviado no es válido.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'El formulario enviado no es multipart/form-data.',
};

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Sesión no válida o expirada',
  403: 'No tienes permiso para esta acción.',
  404: NOT_FOUND_ROUTE_MSG,
  405: 'Método no permitido.',
  406: 'Formato no aceptable.',
  408: 'La solicitud tardó demasiado.',
  409: 'La solicitud entra en conflicto con los datos actuales.',
  413: 'El contenido enviado es demasiado grande.',
  415: 'Tipo de contenido no soportado.',
  429: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
};

/** The one place errors become HTTP answers: Spanish { msg }, never a stack, SQL text or English framework text. */
export function errorHandler(thrown: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const error = malformedMultipart(thrown);
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send(error.errors ? { msg: error.msg, errors: error.errors } : { msg: error.msg });
  }
  if (error.validation) {
    const errors = toFieldErrors(error.validation, error.validationContext ?? 'body');
    return reply.code(400).send({ msg: errors[0]?.msg ?? 'Datos inválidos', errors });
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'Error inesperado');
    return reply.code(500).send({ msg: UNEXPECTED_MSG });
  }
  request.log.info({ code: error.code, statusCode: status }, 'Petición rechazada');
  const msg =
    (error.code && MESSAGES_BY_CODE[error.code]) ??
    MESSAGES_BY_STATUS[status] ??
    'La solicitud no es válida.';
  return reply.code(status).send({ msg });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ msg: NOT_FOUND_ROUTE_MSG });
}
