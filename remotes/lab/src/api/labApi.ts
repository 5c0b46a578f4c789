// The lab remote's own RTK Query slice: the exams, the pet they belong to and the vet's reference
// ranges, always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery, listUrl, type ListArgs, type ListPage } from '@vet/shared-ui';
import { withSubmissionKey } from '@vet/shared-ui/submission';
import type { ExamPatient, LabExam, LabExamBody } from '../features/exams/types';
import type { ReferenceRanges } from '../features/ranges/referenceRanges';

export interface RangesAnswer {
  msg?: string;
  ranges: ReferenceRanges;
  defaults?: ReferenceRanges;
  /** The table's version: a save sends the one it was loaded at (409 if stale). */
  version: number;
}

const listTag = (patientId: string) => ({ type: 'LabExam' as const, id: `LIST-${patientId}` });

export const labApi = createApi({
  reducerPath: 'labApi',
  baseQuery,
  tagTypes: ['LabExam', 'Ranges'],
  // Pets change in the patients remote (another slice): ask again on every visit.
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    getPatient: build.query<ExamPatient, string>({
      query: (id) => `/patients/${encodeURIComponent(id)}`,
    }),
    // One page of the pet's history, newest first, searched by the server (findings, observations).
    getLabExams: build.query<ListPage<LabExam>, ListArgs & { patientId: string }>({
      query: ({ patientId, ...args }) =>
        listUrl(`/patients/${encodeURIComponent(patientId)}/lab-exams`, args),
      providesTags: (_r, _e, { patientId }) => [listTag(patientId)],
    }),
    // Raw answer: the detail screen validates it (labExamSchema) before showing anything.
    getLabExam: build.query<unknown, { patientId: string; labExamId: string }>({
      query: ({ patientId, labExamId }) =>
        `/patients/${encodeURIComponent(patientId)}/lab-exams/${encodeURIComponent(labExamId)}`,
      providesTags: (_r, _e, { labExamId }) => [{ type: 'LabExam', id: labExamId }],
    }),
    createLabExam: build.mutation<
      { msg: string; labExam: LabExam },
      { patientId: string; body: LabExamBody; submissionKey: string }
    >({
      // The form's submission key: a double click or a retry records one exam.
      query: ({ patientId, body, submissionKey }) =>
        withSubmissionKey(submissionKey, {
          url: `/patients/${encodeURIComponent(patientId)}/lab-exams`,
          method: 'POST',
          body,
        }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : [listTag(patientId)]),
    }),
    updateLabExam: build.mutation<
      { msg: string; labExam: LabExam },
      { patientId: string; labExamId: string; version: number; body: LabExamBody }
    >({
      // With the version the form started from; a failure (a stale one too) invalidates nothing.
      query: ({ labExamId, version, body }) => ({
        url: `/lab-exams/${encodeURIComponent(labExamId)}`,
        method: 'PUT',
        body: { ...body, version },
      }),
      invalidatesTags: (_r, error, { patientId, labExamId }) =>
        error ? [] : [listTag(patientId), { type: 'LabExam', id: labExamId }],
    }),
    deleteLabExam: build.mutation<{ msg: string }, { patientId: string; labExamId: string }>({
      query: ({ labExamId }) => ({ url: `/lab-exams/${encodeURIComponent(labExamId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { patientId }) => (error ? [] : [listTag(patientId)]),
    }),
    getReferenceRanges: build.query<RangesAnswer, void>({
      query: () => '/lab/reference-ranges',
      providesTags: ['Ranges'],
    }),
    saveReferenceRanges: build.mutation<RangesAnswer, { ranges: ReferenceRanges; version: number }>({
      query: (body) => ({ url: '/lab/reference-ranges', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Ranges']),
    }),
    resetReferenceRanges: build.mutation<RangesAnswer, void>({
      query: () => ({ url: '/lab/reference-ranges', method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Ranges']),
    }),
  }),
});

export const {
  useGetPatientQuery,
  useGetLabExamsQuery,
  useGetLabExamQuery,
  useCreateLabExamMutation,
  useUpdateLabExamMutation,
  useDeleteLabExamMutation,
  useGetReferenceRangesQuery,
  useSaveReferenceRangesMutation,
  useResetReferenceRangesMutation,
} = labApi;
