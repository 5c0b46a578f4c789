// GET /patients/count: the dashboard counter, counted by the database (no list sent to count it).
import { COUNT_TAG, patientsApi } from '../../../api/patientsApi';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    getPatientCount: build.query<{ total: number }, void>({
      query: () => '/patients/count',
      providesTags: [COUNT_TAG],
    }),
  }),
});

export const { useGetPatientCountQuery } = api;
