// Idempotent creates (issue #22): each submission of a create form carries one key in the
// `Idempotency-Key` header. The API answers a repeated key with the first answer instead of creating
// the record twice, so a double click or a retry after a lost answer makes one record.
import { useCallback, useRef, useState } from 'react';
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
 * The key of a create form's submission, made when the form mounts. It stays the same across a double
 * click (even when the first answer came back before the second click), a retry of a submission that
 * got no answer (the record may exist already: the API replays it) and a second send after success
 * (the same record comes back); a new form makes a new key. `refused(error)` renews it when the
 * server refused what was sent (4xx: nothing was created), so the corrected form is a new submission;
 * `renew()` is for a form that stays open to take another record after a success. `once(send)` runs
 * the form's send unless one is still waiting for its answer.
 */
export function useSubmissionKey() {
  const [key, setKey] = useState(newSubmissionKey);
  const renew = useCallback(() => setKey(newSubmissionKey()), []);
  /** After a failed submission: renews the key unless there was no answer or a server error (5xx),
   *  whose retry is the same submission. */
  const refused = useCallback(
    (error: unknown) => {
      const status = errorStatus(error);
      if (status !== null && status < 500) renew();
    },
    [renew],
  );
  // One send at a time: the second click of a double click arrives before the button shows it is busy,
  // and would send the same key again (one record, but a second answer and a second toast).
  const pending = useRef(false);
  const once = useCallback(async (send: () => Promise<void>) => {
    if (pending.current) return;
    pending.current = true;
    try {
      await send();
    } finally {
      pending.current = false;
    }
  }, []);
  return { key, renew, refused, once };
}
