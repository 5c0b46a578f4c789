// GET /clinic/people: the clinic's active members of every role by name, readable by every member, among
// whom a vaccine's or deworming's «Quién aplicó» is chosen (an assistant may have applied it).
import { clinicalApi } from './clinicalApi';
import type { ClinicMember } from './types';

export const clinicPeopleEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getClinicPeople: build.query<ClinicMember[], void>({ query: () => '/clinic/people' }),
  }),
});

export const { useGetClinicPeopleQuery } = clinicPeopleEndpoints;
