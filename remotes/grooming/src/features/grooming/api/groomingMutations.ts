// Writes: create under a pet, update and delete by id. Every change reloads lists and counters.
import { GROOMING_LIST_TAG, groomingApi } from '../../../api/groomingApi';
import type { GroomingPayload, GroomingService } from './types';

const api = groomingApi.injectEndpoints({
  endpoints: (build) => ({
    createGroomingService: build.mutation<
      { msg: string; service: GroomingService },
      { patientId: string; body: GroomingPayload }
    >({
      query: ({ patientId, body }) => ({
        url: `/patients/${encodeURIComponent(patientId)}/grooming`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : [GROOMING_LIST_TAG]),
    }),
    updateGroomingService: build.mutation<
      { msg: string; service: GroomingService },
      { id: string; body: GroomingPayload }
    >({
      query: ({ id, body }) => ({ url: `/grooming/${encodeURIComponent(id)}`, method: 'PUT', body }),
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
