// PUT /patients/:id, multipart with only the changed fields (the edit form, or the photo alone)
// → { msg, patient }. It carries the version the form started from (form field `version`); a stale
// one answers 409 and invalidates nothing, so the form keeps what the vet typed.
import { isStaleWrite } from '@vet/shared-ui/submission';
import { LIST_TAG, patientTag, patientsApi } from '../../../api/patientsApi';
import { getPatientApi } from './getPatient';
import type { PatientAnswer } from './types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    updatePatient: build.mutation<PatientAnswer, { id: string; version: number; body: FormData }>({
      query: ({ id, version, body }) => {
        body.set('version', String(version));
        return { url: `/patients/${encodeURIComponent(id)}`, method: 'PUT', body };
      },
      invalidatesTags: (_result, error, { id }) => (isStaleWrite(error) ? [] : [patientTag(id), LIST_TAG]),
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
