// GET /patients/:id: the pet a consultation belongs to (its name for the titles, its species for the
// ranges, its alerts for the banner).
import { clinicalApi } from './clinicalApi';
import type { ClinicalPatient } from './types';

export const patientEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getPatient: build.query<ClinicalPatient, string>({
      query: (id) => `/patients/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetPatientQuery } = patientEndpoints;
