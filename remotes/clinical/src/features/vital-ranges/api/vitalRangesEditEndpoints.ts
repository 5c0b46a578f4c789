// PUT and DELETE /clinical/vital-ranges: «Rangos de signos vitales» saves the clinic's table or goes back
// to the cited defaults (reading it: src/api/vitalRangesEndpoints.ts).
import { clinicalApi } from '../../../api/clinicalApi';
import type { VitalRanges, VitalRangesAnswer } from '../../../api/types';

export const vitalRangesEditEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    saveVitalRanges: build.mutation<VitalRangesAnswer, { ranges: VitalRanges; version: number }>({
      query: (body) => ({ url: '/clinical/vital-ranges', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['VitalRanges']),
    }),
    resetVitalRanges: build.mutation<VitalRangesAnswer, void>({
      query: () => ({ url: '/clinical/vital-ranges', method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['VitalRanges']),
    }),
  }),
});

export const { useSaveVitalRangesMutation, useResetVitalRangesMutation } = vitalRangesEditEndpoints;
