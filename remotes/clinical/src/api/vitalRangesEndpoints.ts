// GET /clinical/vital-ranges: the clinic's normal ranges of the vital signs, judged against by the
// consultation form and edited on «Rangos de signos vitales» (which saves and resets them:
// features/vital-ranges/api).
import { clinicalApi } from './clinicalApi';
import type { VitalRangesAnswer } from './types';

export const vitalRangesEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getVitalRanges: build.query<VitalRangesAnswer, void>({
      query: () => '/clinical/vital-ranges',
      providesTags: ['VitalRanges'],
    }),
  }),
});

export const { useGetVitalRangesQuery } = vitalRangesEndpoints;
