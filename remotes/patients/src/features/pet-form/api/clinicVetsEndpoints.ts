// The pet form's list of vets: GET /clinic/vets, the clinic's active vets and administrators, among whom the
// pet's «médico tratante» is chosen (docs/product/pets.md#fields-and-rules).
import { patientsApi } from '../../../api/patientsApi';
import type { ClinicVet } from '../../../api/types';

const api = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    getClinicVets: build.query<ClinicVet[], void>({ query: () => '/clinic/vets' }),
  }),
});

export const { useGetClinicVetsQuery } = api;
