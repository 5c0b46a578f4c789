// The pets the booking form offers: GET /patients?q=&page=1&limit=10 (searched by the server: the pet's
// name, species, breed or owner), GET /patients/:id for a pet the form comes prefilled with, and
// GET /patients/owner/:ownerId for «Programar Cita» on an owner (their pets first).
import { listUrl, type ListArgs, type ListPage } from '@vet/shared-ui';
import { appointmentsApi } from '../../../api/appointmentsApi';
import type { PatientChoice } from '../../../api/types';

const api = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    searchPatients: build.query<ListPage<PatientChoice>, ListArgs>({
      query: (args) => listUrl('/patients', args),
    }),
    getPatientChoice: build.query<PatientChoice, string>({
      query: (id) => `/patients/${encodeURIComponent(id)}`,
    }),
    getOwnerPets: build.query<PatientChoice[], string>({
      query: (ownerId) => `/patients/owner/${encodeURIComponent(ownerId)}`,
    }),
  }),
});

export const { useSearchPatientsQuery, useGetPatientChoiceQuery, useGetOwnerPetsQuery } = api;
