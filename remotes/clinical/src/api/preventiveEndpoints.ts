// A pet's vaccines and deworming (api/src/clinical/README.md «Vaccines and deworming»): the list with
// what is due, one application (the edit's «Recargar» after a stale save), and the writes. A create
// carries its submission's key (Idempotency-Key), an edit the version its form started from. Every
// change reloads the pet's list and its history.
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { clinicalApi } from './clinicalApi';
import type { MessageAnswer, Preventive, PreventiveAnswer, PreventiveBody, PreventivesAnswer } from './types';

const pet = (patientId: string) => `/patients/${encodeURIComponent(patientId)}`;
const one = (id: string) => `/preventives/${encodeURIComponent(id)}`;

/** What a change to one of the pet's applications makes stale. */
const changed = (patientId: string) => [
  { type: 'Preventive' as const, id: patientId },
  { type: 'History' as const, id: patientId },
];

export const preventiveEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getPreventives: build.query<PreventivesAnswer, string>({
      query: (patientId) => `${pet(patientId)}/preventives`,
      providesTags: (_r, _e, patientId) => [{ type: 'Preventive', id: patientId }],
    }),
    getPreventive: build.query<Preventive, string>({
      query: one,
      transformResponse: (answer: { preventive: Preventive }) => answer.preventive,
    }),
    createPreventive: build.mutation<
      PreventiveAnswer,
      { patientId: string; body: PreventiveBody; submissionKey: string }
    >({
      // A double click or a retry after a lost answer records one application.
      query: ({ patientId, body, submissionKey }) =>
        withSubmissionKey(submissionKey, { url: `${pet(patientId)}/preventives`, method: 'POST', body }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : changed(patientId)),
    }),
    updatePreventive: build.mutation<
      PreventiveAnswer,
      { id: string; patientId: string; version: number; body: PreventiveBody }
    >({
      query: ({ id, version, body }) => ({ url: one(id), method: 'PUT', body: { ...body, version } }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : changed(patientId)),
    }),
    deletePreventive: build.mutation<MessageAnswer, { id: string; patientId: string }>({
      query: ({ id }) => ({ url: one(id), method: 'DELETE' }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : changed(patientId)),
    }),
  }),
});

export const {
  useGetPreventivesQuery,
  useLazyGetPreventiveQuery,
  useCreatePreventiveMutation,
  useUpdatePreventiveMutation,
  useDeletePreventiveMutation,
} = preventiveEndpoints;
