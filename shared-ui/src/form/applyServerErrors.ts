// Puts the server's per-field messages (400 "errors") under the matching fields of a form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../api/errorMessage';

/** Returns true when at least one message landed on a field of the form. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const { field, msg } of fieldErrors(error)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: msg });
    applied = true;
  }
  return applied;
}
