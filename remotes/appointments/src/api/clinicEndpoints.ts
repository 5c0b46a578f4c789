// What the agenda reads of the clinic: its schedule (GET /clinic/schedule: time zone, opening hours, slot
// length) and its active members of every role (GET /clinic/people), who attend appointments.
import { appointmentsApi } from './appointmentsApi';
import type { ClinicMember, Schedule } from './types';

export const clinicEndpoints = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedule: build.query<Schedule, void>({
      query: () => '/clinic/schedule',
      transformResponse: (answer: { schedule: Schedule }) => answer.schedule,
    }),
    getClinicPeople: build.query<ClinicMember[], void>({ query: () => '/clinic/people' }),
  }),
});

export const { useGetScheduleQuery, useGetClinicPeopleQuery } = clinicEndpoints;
