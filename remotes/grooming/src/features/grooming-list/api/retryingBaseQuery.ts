// The list's base query: it retries twice on error (docs/product/grooming.md#service-list). Only when a
// retry can help: no answer or a 5xx (a 400/404 answers the same the next time). Short backoff: a vet
// is waiting at the desk.
import { retry } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

const MAX_RETRIES = 2;

export const retryingBaseQuery = retry(baseQuery, {
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, 150 * attempt)),
  // RTK Query takes either maxRetries or a retryCondition: the condition counts the 2 retries.
  retryCondition: (error, _args, { attempt }) => {
    if (attempt > MAX_RETRIES) return false;
    const status = (error as { status?: unknown }).status;
    return typeof status !== 'number' || status >= 500;
  },
});
