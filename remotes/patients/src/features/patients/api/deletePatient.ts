// DELETE /patients/:id → { msg }. The server removes the pet's exams, grooming and photo too.
import { COUNT_TAG, LIST_TAG, patientTag, patientsApi } from '../../../api/patientsApi';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    deletePatient: build.mutation<{ msg: string }, string>({
      query: (id) => ({ url: `/patients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [patientTag(id), LIST_TAG, COUNT_TAG]),
    }),
  }),
});

export const { useDeletePatientMutation } = api;
