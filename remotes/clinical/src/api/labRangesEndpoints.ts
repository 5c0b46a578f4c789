// GET /lab/reference-ranges: the clinic's lab reference table (the lab's, edited there), which the pet's
// charts draw as each value's band and its summary PDF judges the latest exam by.
import { clinicalApi } from './clinicalApi';
import type { LabRangeTable } from './types';

export const labRangesEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getLabRanges: build.query<LabRangeTable, void>({
      query: () => '/lab/reference-ranges',
      transformResponse: (answer: { ranges: LabRangeTable }) => answer.ranges,
    }),
  }),
});

export const { useGetLabRangesQuery } = labRangesEndpoints;
