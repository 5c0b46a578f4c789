// PUT /patients/:id, multipart with only the changed fields (the edit form, or the photo alone)
// → { msg, patient }.
import { LIST_TAG, patientTag, patientsApi } from '../../../api/patientsApi';
import { getPatientApi } from './getPatient';
import type { PatientAnswer } from './types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    updatePatient: build.mutation<PatientAnswer, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/patients/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [patientTag(id), LIST_TAG],
      // The detail shows the saved pet at once (the refetch the tag starts then confirms it). The
      // embedded owner is kept when the answer carries only its id.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getPatientApi.util.updateQueryData('getPatient', id, (draft) => {
              const saved = data.patient;
              const owner = saved.owner && typeof saved.owner === 'object' ? saved.owner : draft.owner;
              Object.assign(draft, saved, { owner });
            }),
          );
        } catch {
          /* the screen reports the failure */
        }
      },
    }),
  }),
});

export const { useUpdatePatientMutation } = api;
