// GET /patients: every pet of the vet, each with its owner embedded (the /patients list).
import { LIST_TAG, patientsApi } from '../../../api/patientsApi';
import type { Patient } from './types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    getPatients: build.query<Patient[], void>({
      query: () => '/patients',
      // One tag for the whole list: thousands of per-pet tags would cost more than a reload.
      providesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetPatientsQuery } = api;
