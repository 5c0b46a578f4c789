// GET /clinic/vets: the clinic's active vets and administrators, among whom the consultation's «Médico
// tratante» is chosen, and whose CMVs a pet's documents print.
import { clinicalApi } from './clinicalApi';
import type { ClinicVet } from './types';

export const clinicVetsEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getClinicVets: build.query<ClinicVet[], void>({ query: () => '/clinic/vets' }),
  }),
});

export const { useGetClinicVetsQuery } = clinicVetsEndpoints;
