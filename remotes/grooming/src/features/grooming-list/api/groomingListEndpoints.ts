// What the service list asks: a page (the clinic's or one pet's, a period, a search), every match for the
// CSV, the pet's name for the title of its own list, and the deletion of a service.
import { listUrl, type ListArgs } from '@vet/shared-ui';
import { GROOMING_LIST_TAG, groomingApi } from '../../../api/groomingApi';
import type { GroomingPage, GroomingService } from '../../../api/types';
import { retryingBaseQuery } from './retryingBaseQuery';

/** Which services: one pet's or every pet's, in a period (ISO instants, from inclusive, to exclusive). */
export interface ListFilter {
  patientId?: string;
  from?: string;
  to?: string;
}

function listPath({ patientId }: ListFilter): string {
  return patientId ? `/patients/${encodeURIComponent(patientId)}/grooming` : '/grooming';
}

/** The period as query parameters; URLSearchParams encodes the instants ("+" must not become a space). */
function periodParams({ from, to }: ListFilter): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params.toString();
}

export const groomingListEndpoints = groomingApi.injectEndpoints({
  endpoints: (build) => ({
    getGroomingPage: build.query<GroomingPage, ListFilter & ListArgs>({
      queryFn: async (args, queryApi, extra) => {
        const period = periodParams(args);
        const url = `${listUrl(listPath(args), args)}${period ? `&${period}` : ''}`;
        const result = await retryingBaseQuery(url, queryApi, extra);
        if (result.error) return { error: result.error };
        return { data: result.data as GroomingPage };
      },
      providesTags: [GROOMING_LIST_TAG],
    }),
    // Every match at once, for the CSV: asked for only when the vet exports.
    getGroomingExport: build.query<GroomingService[], ListFilter & { q: string }>({
      query: (args) => {
        const params = new URLSearchParams(periodParams(args));
        if (args.q.trim()) params.set('q', args.q.trim());
        const query = params.toString();
        return `${listPath(args)}${query ? `?${query}` : ''}`;
      },
      transformResponse: (answer: { services: GroomingService[] }) => answer.services,
      providesTags: [GROOMING_LIST_TAG],
    }),
    // The pet's name for the title of its own list (the list may be empty).
    getGroomingPatient: build.query<{ _id: string; name: string }, string>({
      query: (patientId) => `/patients/${encodeURIComponent(patientId)}`,
    }),
    deleteGroomingService: build.mutation<{ msg: string }, string>({
      query: (id) => ({ url: `/grooming/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [GROOMING_LIST_TAG]),
    }),
  }),
});

export const {
  useGetGroomingPageQuery,
  useLazyGetGroomingExportQuery,
  useGetGroomingPatientQuery,
  useDeleteGroomingServiceMutation,
} = groomingListEndpoints;
