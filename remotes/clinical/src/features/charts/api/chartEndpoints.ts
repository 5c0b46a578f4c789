// What the charts draw: a pet's weights (from its consultations) and its lab exams (the band behind each
// value is the clinic's lab table, api/labRangesEndpoints.ts). Only the charts section asks for them.
import { clinicalApi } from '../../../api/clinicalApi';
import type { LabExamValues } from '../../../api/types';

export interface WeightPoint {
  /** The consultation's moment (ISO). */
  date: string;
  weightKg: number;
  consultationId: string;
}

export const chartEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getWeights: build.query<WeightPoint[], string>({
      query: (patientId) => `/patients/${encodeURIComponent(patientId)}/weights`,
      transformResponse: (answer: { points: WeightPoint[] }) => answer.points,
    }),
    getLabExamValues: build.query<LabExamValues[], string>({
      query: (patientId) => `/patients/${encodeURIComponent(patientId)}/lab-exams`,
      transformResponse: (answer: { exams: LabExamValues[] }) => answer.exams,
    }),
  }),
});

export const { useGetWeightsQuery, useGetLabExamValuesQuery } = chartEndpoints;
