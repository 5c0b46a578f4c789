// The pet calls several screens make: one pet (detail, edit, the photo dialog), its update (edit, the
// photo dialog) and its deletion (list, detail). Injected into the remote's one API.
import { isStaleWrite } from '@vet/shared-ui/submission';
import { COUNT_TAG, LIST_TAG, patientTag, patientsApi } from './patientsApi';
import type { PatientAnswer, PatientDetail } from './types';

export const patientsEndpoints = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /patients/:id: one pet with its owner embedded and its authors; 404 { msg: "Mascota no encontrada" }.
    getPatient: build.query<PatientDetail, string>({
      query: (id) => `/patients/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [patientTag(id)],
    }),
    // PUT /patients/:id, multipart with only the changed fields (the edit form, or the photo alone)
    // → { msg, patient }. It carries the version the form started from (form field `version`); a stale
    // one answers 409 and invalidates nothing, so the form keeps what the vet typed.
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
            patientsEndpoints.util.updateQueryData('getPatient', id, (draft) => {
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
    // DELETE /patients/:id → { msg }. The server removes the pet's exams, grooming and photo too.
    // The pet's own cache entry is not invalidated: its detail page, still shown when the answer comes,
    // would ask for the deleted pet again (a 404) just before leaving. Every screen asks again when it
    // mounts (refetchOnMountOrArgChange), so a deleted pet opened later says «Mascota no encontrada».
    deletePatient: build.mutation<{ msg: string }, string>({
      query: (id) => ({ url: `/patients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG, COUNT_TAG]),
    }),
  }),
});

export const { useGetPatientQuery, useUpdatePatientMutation, useDeletePatientMutation } = patientsEndpoints;
