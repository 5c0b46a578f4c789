// GET /consultations?q=&page=&limit=: the clinic's consultations, newest first, searched by pet, owner,
// motivo and diagnoses and paged by the server.
import { listUrl, type ListArgs, type ListPage } from '@vet/shared-ui';
import { CONSULTATION_LIST_TAG, clinicalApi } from '../../../api/clinicalApi';
import type { Consultation } from '../../../api/types';

export const consultationListEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getConsultations: build.query<ListPage<Consultation>, ListArgs>({
      query: (args) => listUrl('/consultations', args),
      providesTags: [CONSULTATION_LIST_TAG],
    }),
  }),
});

export const { useGetConsultationsQuery } = consultationListEndpoints;
