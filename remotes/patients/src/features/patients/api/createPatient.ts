// POST /owners/:ownerId/patients, multipart (fetchBaseQuery leaves a FormData body to fetch, which
// sets the multipart boundary itself) → 201 { msg, patient }.
import { COUNT_TAG, LIST_TAG, patientsApi } from '../../../api/patientsApi';
import type { PatientAnswer } from './types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<PatientAnswer, { ownerId: string; body: FormData }>({
      query: ({ ownerId, body }) => ({
        url: `/owners/${encodeURIComponent(ownerId)}/patients`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [LIST_TAG, COUNT_TAG],
    }),
  }),
});

export const { useCreatePatientMutation } = api;
