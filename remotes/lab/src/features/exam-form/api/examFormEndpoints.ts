// What the exam form sends: POST /patients/:patientId/lab-exams and PUT /lab-exams/:id.
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { examListTag, labApi } from '../../../api/labApi';
import type { LabExamAnswer, LabExamBody } from '../../../api/types';

export const examFormEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    createLabExam: build.mutation<
      LabExamAnswer,
      { patientId: string; body: LabExamBody; submissionKey: string }
    >({
      // The form's submission key: a double click or a retry records one exam.
      query: ({ patientId, body, submissionKey }) =>
        withSubmissionKey(submissionKey, {
          url: `/patients/${encodeURIComponent(patientId)}/lab-exams`,
          method: 'POST',
          body,
        }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : [examListTag(patientId)]),
    }),
    updateLabExam: build.mutation<
      LabExamAnswer,
      { patientId: string; labExamId: string; version: number; body: LabExamBody }
    >({
      // With the version the form started from; a failure (a stale one too) invalidates nothing.
      query: ({ labExamId, version, body }) => ({
        url: `/lab-exams/${encodeURIComponent(labExamId)}`,
        method: 'PUT',
        body: { ...body, version },
      }),
      invalidatesTags: (_r, error, { patientId, labExamId }) =>
        error ? [] : [examListTag(patientId), { type: 'LabExam', id: labExamId }],
    }),
  }),
});

export const { useCreateLabExamMutation, useUpdateLabExamMutation } = examFormEndpoints;
