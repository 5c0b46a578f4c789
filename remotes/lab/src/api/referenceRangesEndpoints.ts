// GET /lab/reference-ranges: the vet's table, judged against by the exam detail and edited on the
// ranges screen (which saves and resets it: features/ranges/api).
import { labApi } from './labApi';
import type { RangesAnswer } from './types';

export const referenceRangesEndpoints = labApi.injectEndpoints({
  endpoints: (build) => ({
    getReferenceRanges: build.query<RangesAnswer, void>({
      query: () => '/lab/reference-ranges',
      providesTags: ['Ranges'],
    }),
  }),
});

export const { useGetReferenceRangesQuery } = referenceRangesEndpoints;
