// GET /consultations/counts: «Consultas hoy» on the dashboard. The browser says where its day started and
// what «now» is (api/src/clinical/README.md), as the grooming counters do.
import { CONSULTATION_LIST_TAG, clinicalApi } from '../../../api/clinicalApi';

export interface ConsultationCountArgs {
  today: string;
  now: string;
}

export const consultationCountEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getConsultationCounts: build.query<{ today: number }, ConsultationCountArgs>({
      query: (args) => `/consultations/counts?${new URLSearchParams({ ...args })}`,
      providesTags: [CONSULTATION_LIST_TAG],
    }),
  }),
});

export const { useGetConsultationCountsQuery } = consultationCountEndpoints;
