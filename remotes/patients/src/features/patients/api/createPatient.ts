// POST /owners/:ownerId/patients, multipart (fetchBaseQuery leaves a FormData body to fetch, which
// sets the multipart boundary itself) → 201 { msg, patient }. The form's submission key goes as
// Idempotency-Key: a double click or a retry creates one pet.
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { COUNT_TAG, LIST_TAG, patientsApi } from '../../../api/patientsApi';
import type { PatientAnswer } from './types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<PatientAnswer, { ownerId: string; body: FormData; submissionKey: string }>({
      query: ({ ownerId, body, submissionKey }) =>
        withSubmissionKey(submissionKey, {
          url: `/owners/${encodeURIComponent(ownerId)}/patients`,
          method: 'POST',
          body,
        }),
      invalidatesTags: [LIST_TAG, COUNT_TAG],
    }),
  }),
});

export const { useCreatePatientMutation } = api;
