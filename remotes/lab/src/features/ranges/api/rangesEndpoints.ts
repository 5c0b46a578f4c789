// PUT and DELETE /lab/reference-ranges: the ranges screen saves the vet's table or goes back to the
// defaults (reading it: src/api/referenceRangesEndpoints.ts).
import { labApi } from '../../../api/labApi';
import type { RangesAnswer, ReferenceRanges } from '../../../api/types';

export const rangesEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    saveReferenceRanges: build.mutation<RangesAnswer, { ranges: ReferenceRanges; version: number }>({
      query: (body) => ({ url: '/lab/reference-ranges', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Ranges']),
    }),
    resetReferenceRanges: build.mutation<RangesAnswer, void>({
      query: () => ({ url: '/lab/reference-ranges', method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Ranges']),
    }),
  }),
});

export const { useSaveReferenceRangesMutation, useResetReferenceRangesMutation } = rangesEndpoints;
