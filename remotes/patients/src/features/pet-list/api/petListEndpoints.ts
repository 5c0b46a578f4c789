// GET /patients?q=&page=&limit=: one page of the vet's pets, searched by the server (name, species
// in Spanish or English, breed, owner), each with its owner embedded.
import { listUrl, type ListArgs, type ListPage } from '@vet/shared-ui';
import { LIST_TAG, patientsApi } from '../../../api/patientsApi';
import type { Patient } from '../../../api/types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    getPatients: build.query<ListPage<Patient>, ListArgs>({
      query: (args) => listUrl('/patients', args),
      // One tag for every page: a change anywhere reloads the page on screen.
      providesTags: [LIST_TAG],
    }),
  }),
});

export const { useGetPatientsQuery } = api;
