// Idempotent creates (issue #22): each submission of a create form carries one key in the
// `Idempotency-Key` header. The API answers a repeated key with the first answer instead of creating
// the record twice, so a double click or a retry after a lost answer makes one record.
import { useCallback, useState } from 'react';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { errorStatus } from '../api/errorMessage';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The argument of a create endpoint: what it sends, plus the submission's key. */
export type WithSubmissionKey<T> = T & { submissionKey: string };

/** A random UUID (v4). crypto.randomUUID exists only on https or localhost; a clinic serving the
 *  app over plain http on its network still has getRandomValues. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request of a create endpoint with the submission's key as the `Idempotency-Key` header. */
export function withSubmissionKey(submissionKey: string, request: FetchArgs): FetchArgs {
  return {
    ...request,
    headers: {
      ...(request.headers as Record<string, string> | undefined),
      [IDEMPOTENCY_KEY_HEADER]: submissionKey,
    },
  };
}

/**
 * The key of a create form's current submission. It stays the same across a double click and a retry
 * of a submission that got no answer (the record may exist already: the API replays it); `settle`
 * renews it once the server has answered (created, or refused what was sent), so the next submission
 * is a new one.
 */
export function useSubmissionKey() {
  const [key, setKey] = useState(newSubmissionKey);
  const renew = useCallback(() => setKey(newSubmissionKey()), []);
  /** After a submission: `settle()` on success, `settle(error)` on failure. A failure without an
   *  answer (network) or a server error (5xx) keeps the key for the retry. */
  const settle = useCallback(
    (error?: unknown) => {
      const status = error === undefined ? 200 : errorStatus(error);
      if (status !== null && status < 500) renew();
    },
    [renew],
  );
  return { key, renew, settle };
}
