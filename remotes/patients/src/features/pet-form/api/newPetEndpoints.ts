// The new-pet screen's calls: the owner the pet is registered under, and the creation.
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { COUNT_TAG, LIST_TAG, patientsApi } from '../../../api/patientsApi';
import type { Owner, PatientAnswer } from '../../../api/types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /owners/:id: the owner a new pet is registered under (its name heads the form).
    getOwner: build.query<Owner, string>({
      query: (id) => `/owners/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Owner', id }],
    }),
    // POST /owners/:ownerId/patients, multipart (fetchBaseQuery leaves a FormData body to fetch, which
    // sets the multipart boundary itself) → 201 { msg, patient }. The form's submission key goes as
    // Idempotency-Key: a double click or a retry creates one pet.
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

export const { useGetOwnerQuery, useCreatePatientMutation } = api;
