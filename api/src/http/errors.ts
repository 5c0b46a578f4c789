/** One field problem, as the front-end shows it next to the input. */
export interface FieldError {
  field: string;
  msg: string;
}

/** An error meant for the caller: its status and Spanish msg are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}

/** 400 with the field list; msg repeats the first problem so a toast alone is still useful. */
export function validationError(errors: FieldError[]): HttpError {
  return new HttpError(400, errors[0]?.msg ?? 'Datos inválidos', errors);
}

export const UNEXPECTED_MSG = 'Ocurrió un error inesperado.';
export const NOT_FOUND_ROUTE_MSG = 'Ruta no encontrada';
