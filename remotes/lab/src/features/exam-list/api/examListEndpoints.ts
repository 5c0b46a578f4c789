// GET /patients/:patientId/lab-exams: one page of the pet's history, newest first, searched by the
// server (findings, observations).
import { listUrl, type ListArgs, type ListPage } from '@vet/shared-ui';
import { examListTag, labApi } from '../../../api/labApi';
import type { LabExam } from '../../../api/types';

export const examListEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    getLabExams: build.query<ListPage<LabExam>, ListArgs & { patientId: string }>({
      query: ({ patientId, ...args }) =>
        listUrl(`/patients/${encodeURIComponent(patientId)}/lab-exams`, args),
      providesTags: (_r, _e, { patientId }) => [examListTag(patientId)],
    }),
  }),
});

export const { useGetLabExamsQuery } = examListEndpoints;
