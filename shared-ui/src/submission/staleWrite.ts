// Optimistic concurrency (issue #22): every edit sends the version the form started from; the API
// answers 409 with this message when the record changed since, and changes nothing.
import { errorMessage, errorStatus } from '../api/errorMessage';

export const STALE_RECORD_MESSAGE = 'Este registro cambió mientras lo editabas';

/** True for the API's answer to a stale edit (409 with the stale-record message). */
export function isStaleWrite(error: unknown): boolean {
  return errorStatus(error) === 409 && errorMessage(error, '') === STALE_RECORD_MESSAGE;
}
