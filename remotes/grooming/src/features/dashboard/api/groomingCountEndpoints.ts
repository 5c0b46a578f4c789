// GET /grooming/counts: the dashboard's three counters in one request (the browser sends the periods'
// starts and "now", in its own time zone).
import { GROOMING_LIST_TAG, groomingApi } from '../../../api/groomingApi';
import type { GroomingCounts } from '../../../api/types';

export interface CountArgs {
  today: string;
  week: string;
  month: string;
  now: string;
}

export const groomingCountEndpoints = groomingApi.injectEndpoints({
  endpoints: (build) => ({
    getGroomingCounts: build.query<GroomingCounts, CountArgs>({
      query: (args) => `/grooming/counts?${new URLSearchParams({ ...args })}`,
      providesTags: [GROOMING_LIST_TAG],
    }),
  }),
});

export const { useGetGroomingCountsQuery } = groomingCountEndpoints;
