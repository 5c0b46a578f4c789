// DELETE /lab-exams/:id, from the exam's detail.
import { examListTag, labApi } from '../../../api/labApi';
import type { MessageAnswer } from '../../../api/types';

export const examDetailEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    deleteLabExam: build.mutation<MessageAnswer, { patientId: string; labExamId: string }>({
      query: ({ labExamId }) => ({ url: `/lab-exams/${encodeURIComponent(labExamId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : [examListTag(patientId)]),
    }),
  }),
});

export const { useDeleteLabExamMutation } = examDetailEndpoints;
