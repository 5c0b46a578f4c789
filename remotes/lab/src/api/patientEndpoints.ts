// GET /patients/:id: the pet whose exams the list, the form and the detail show (its name, and its
// species for the ranges).
import { labApi } from './labApi';
import type { ExamPatient } from './types';

export const patientEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    getPatient: build.query<ExamPatient, string>({
      query: (id) => `/patients/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetPatientQuery } = patientEndpoints;
