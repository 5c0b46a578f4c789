// GET /owners/:id: the owner a new pet is registered under (its name heads the form).
import { patientsApi } from '../../../api/patientsApi';
import type { Owner } from './types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    getOwner: build.query<Owner, string>({
      query: (id) => `/owners/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Owner', id }],
    }),
  }),
});

export const { useGetOwnerQuery } = api;
