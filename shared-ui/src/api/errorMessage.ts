// Turns an RTK Query error into the Spanish sentence to show (docs/product/common.md#error-messages).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const GENERIC_ERROR_MESSAGE = 'Error de red o desconocido.';

export interface FieldError {
  field: string;
  msg: string;
}

type AnyError = FetchBaseQueryError | SerializedError | undefined | null | unknown;

function responseBody(error: AnyError): Record<string, unknown> | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** True when the request never got an answer (offline, server down, timeout). */
export function isNetworkError(error: AnyError): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** The server's `msg`; with no response, "Error de red o desconocido."; otherwise `fallback`
 *  (or the generic sentence when no fallback is given). */
export function errorMessage(error: AnyError, fallback: string = GENERIC_ERROR_MESSAGE): string {
  const msg = responseBody(error)?.msg;
  if (typeof msg === 'string' && msg.trim()) return msg;
  if (isNetworkError(error)) return GENERIC_ERROR_MESSAGE;
  return fallback;
}

/** The per-field validation errors of a 400 answer (`errors: [{ field, msg }]`), if any. */
export function fieldErrors(error: AnyError): FieldError[] {
  const errors = responseBody(error)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError => !!item && typeof item.field === 'string' && typeof item.msg === 'string',
  );
}

/** The HTTP status of an answer, or null when there was none. */
export function errorStatus(error: AnyError): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : null;
}
