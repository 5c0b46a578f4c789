// What the consultation's detail sends: DELETE /consultations/:id (clinical.delete) and
// POST /consultations/:id/addenda (with the submission's key).
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { CONSULTATION_LIST_TAG, clinicalApi } from '../../../api/clinicalApi';
import type { AddendumAnswer, MessageAnswer } from '../../../api/types';

export const consultationDetailEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    deleteConsultation: build.mutation<MessageAnswer, string>({
      query: (id) => ({ url: `/consultations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [CONSULTATION_LIST_TAG]),
    }),
    addAddendum: build.mutation<AddendumAnswer, { id: string; text: string; submissionKey: string }>({
      // A double click or a retry after a lost answer adds one note.
      query: ({ id, text, submissionKey }) =>
        withSubmissionKey(submissionKey, {
          url: `/consultations/${encodeURIComponent(id)}/addenda`,
          method: 'POST',
          body: { text },
        }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Consultation', id }]),
    }),
  }),
});

export const { useDeleteConsultationMutation, useAddAddendumMutation } = consultationDetailEndpoints;
