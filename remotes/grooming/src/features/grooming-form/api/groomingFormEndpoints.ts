// What the form sends: a new service under a pet, an edit by id, and one service as it is now (who created
// and changed it, above the edit; the edit's «Recargar» after a stale save). A create carries its form's submission key (Idempotency-Key); an update
// the version it started from. Every change reloads the lists and the counters.
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { GROOMING_LIST_TAG, groomingApi } from '../../../api/groomingApi';
import type { GroomingPayload, GroomingService, GroomingServiceDetail } from '../../../api/types';

export const groomingFormEndpoints = groomingApi.injectEndpoints({
  endpoints: (build) => ({
    createGroomingService: build.mutation<
      { msg: string; service: GroomingService },
      { patientId: string; body: GroomingPayload; submissionKey: string }
    >({
      query: ({ patientId, body, submissionKey }) =>
        withSubmissionKey(submissionKey, {
          url: `/patients/${encodeURIComponent(patientId)}/grooming`,
          method: 'POST',
          body,
        }),
      invalidatesTags: (_r, error) => (error ? [] : [GROOMING_LIST_TAG]),
    }),
    updateGroomingService: build.mutation<
      { msg: string; service: GroomingService },
      { id: string; version: number; body: GroomingPayload }
    >({
      query: ({ id, version, body }) => ({
        url: `/grooming/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { ...body, version },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [GROOMING_LIST_TAG]),
    }),
    getGroomingService: build.query<GroomingServiceDetail, string>({
      query: (id) => `/grooming/${encodeURIComponent(id)}`,
      transformResponse: (answer: { service: GroomingServiceDetail }) => answer.service,
    }),
  }),
});

export const {
  useCreateGroomingServiceMutation,
  useUpdateGroomingServiceMutation,
  useGetGroomingServiceQuery,
  useLazyGetGroomingServiceQuery,
} = groomingFormEndpoints;
