// What the consultation form sends: POST /patients/:patientId/consultations (with the submission's key)
// and PUT /consultations/:id (with the version the form started from).
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { CONSULTATION_LIST_TAG, clinicalApi } from '../../../api/clinicalApi';
import type { ConsultationAnswer, ConsultationBody } from '../../../api/types';

export const consultationFormEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    createConsultation: build.mutation<
      ConsultationAnswer,
      { patientId: string; body: ConsultationBody; submissionKey: string }
    >({
      // A double click or a retry after a lost answer records one consultation.
      query: ({ patientId, body, submissionKey }) =>
        withSubmissionKey(submissionKey, {
          url: `/patients/${encodeURIComponent(patientId)}/consultations`,
          method: 'POST',
          body,
        }),
      invalidatesTags: (_r, error) => (error ? [] : [CONSULTATION_LIST_TAG]),
    }),
    updateConsultation: build.mutation<
      ConsultationAnswer,
      { id: string; version: number; body: ConsultationBody }
    >({
      // A failure (a stale or locked one too) invalidates nothing.
      query: ({ id, version, body }) => ({
        url: `/consultations/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { ...body, version },
      }),
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [CONSULTATION_LIST_TAG, { type: 'Consultation', id }],
    }),
  }),
});

export const { useCreateConsultationMutation, useUpdateConsultationMutation } = consultationFormEndpoints;
