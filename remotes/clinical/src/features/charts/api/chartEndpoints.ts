// What the charts draw: a pet's weights (from its consultations), its lab exams and the clinic's lab
// reference ranges (the band behind each value). Only the charts section asks for them.
import { clinicalApi } from '../../../api/clinicalApi';

export interface WeightPoint {
  /** The consultation's moment (ISO). */
  date: string;
  weightKg: number;
  consultationId: string;
}

/** The four measured values of a hematology exam, as GET /patients/:id/lab-exams sends them. */
export type LabValueKey = 'hematocrit' | 'whiteBloodCells' | 'totalProtein' | 'platelets';
export type LabExamValues = { _id: string; date: string } & Record<LabValueKey, number>;

type RangeTable = Record<'perro' | 'gato', Partial<Record<LabValueKey, { min: number; max: number }>>>;

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
    getLabRanges: build.query<RangeTable, void>({
      query: () => '/lab/reference-ranges',
      transformResponse: (answer: { ranges: RangeTable }) => answer.ranges,
    }),
  }),
});

export const { useGetWeightsQuery, useGetLabExamValuesQuery, useGetLabRangesQuery } = chartEndpoints;
