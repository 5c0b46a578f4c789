// GET /patients/:patientId/lab-exams/:labExamId: one exam, for its detail and its edit form.
import { labApi } from './labApi';

export const labExamEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    // Raw answer: the screens validate it (labExamSchema) before showing anything.
    getLabExam: build.query<unknown, { patientId: string; labExamId: string }>({
      query: ({ patientId, labExamId }) =>
        `/patients/${encodeURIComponent(patientId)}/lab-exams/${encodeURIComponent(labExamId)}`,
      providesTags: (_r, _e, { labExamId }) => [{ type: 'LabExam', id: labExamId }],
    }),
  }),
});

export const { useGetLabExamQuery } = labExamEndpoints;
