// Writes: create under a pet, update and delete by id. Every change reloads lists and counters. A
// create carries its form's submission key (Idempotency-Key); an update the version it started from.
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { GROOMING_LIST_TAG, groomingApi } from '../../../api/groomingApi';
import type { GroomingPayload, GroomingService } from './types';

const api = groomingApi.injectEndpoints({
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
    deleteGroomingService: build.mutation<{ msg: string }, string>({
      query: (id) => ({ url: `/grooming/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [GROOMING_LIST_TAG]),
    }),
  }),
});

export const {
  useCreateGroomingServiceMutation,
  useUpdateGroomingServiceMutation,
  useDeleteGroomingServiceMutation,
} = api;
