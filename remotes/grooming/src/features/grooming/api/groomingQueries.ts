// Reads: the period list, one pet's services, one service, and the dashboard counts.
import { GROOMING_LIST_TAG, groomingApi, retryingBaseQuery } from '../../../api/groomingApi';
import type { GroomingCounts, GroomingService } from './types';

export interface PeriodArgs {
  from: string;
  to: string;
}

export interface CountArgs {
  today: string;
  week: string;
  month: string;
  now: string;
}

const api = groomingApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /grooming?from=&to= (from inclusive, to exclusive); URLSearchParams encodes the instants.
    getGroomingServices: build.query<GroomingService[], PeriodArgs>({
      queryFn: async (args, queryApi, extra) => {
        const result = await retryingBaseQuery(
          `/grooming?${new URLSearchParams({ ...args })}`,
          queryApi,
          extra,
        );
        if (result.error) return { error: result.error };
        return { data: (result.data as { services: GroomingService[] }).services };
      },
      providesTags: [GROOMING_LIST_TAG],
    }),
    getPatientGroomingServices: build.query<GroomingService[], string>({
      queryFn: async (patientId, queryApi, extra) => {
        const url = `/patients/${encodeURIComponent(patientId)}/grooming`;
        const result = await retryingBaseQuery(url, queryApi, extra);
        if (result.error) return { error: result.error };
        return { data: (result.data as { services: GroomingService[] }).services };
      },
      providesTags: [GROOMING_LIST_TAG],
    }),
    // The pet's name for the title of its own list (the list may be empty).
    getGroomingPatient: build.query<{ _id: string; name: string }, string>({
      query: (patientId) => `/patients/${encodeURIComponent(patientId)}`,
    }),
    getGroomingCounts: build.query<GroomingCounts, CountArgs>({
      query: (args) => `/grooming/counts?${new URLSearchParams({ ...args })}`,
      providesTags: [GROOMING_LIST_TAG],
    }),
  }),
});

export const {
  useGetGroomingServicesQuery,
  useGetPatientGroomingServicesQuery,
  useGetGroomingPatientQuery,
  useGetGroomingCountsQuery,
} = api;
