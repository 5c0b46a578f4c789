// GET /consultations/:id: one consultation, for its detail and its edit form.
import { clinicalApi } from './clinicalApi';
import type { Consultation } from './types';

export const consultationEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getConsultation: build.query<Consultation, string>({
      query: (id) => `/consultations/${encodeURIComponent(id)}`,
      transformResponse: (answer: { consultation: Consultation }) => answer.consultation,
      providesTags: (_r, _e, id) => [{ type: 'Consultation', id }],
    }),
  }),
});

export const { useGetConsultationQuery } = consultationEndpoints;
