// What the agenda reads of the clinic: its schedule (GET /clinic/schedule: time zone, opening hours, slot
// length) and its active members of every role (GET /clinic/people), who attend appointments. The
// administrator saves the schedule (PUT /clinic/schedule, «Horario de la agenda»): the agenda's copy reloads.
import { appointmentsApi } from './appointmentsApi';
import type { ClinicMember, Schedule } from './types';

export const clinicEndpoints = appointmentsApi
  .enhanceEndpoints({ addTagTypes: ['Schedule'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSchedule: build.query<Schedule, void>({
        query: () => '/clinic/schedule',
        transformResponse: (answer: { schedule: Schedule }) => answer.schedule,
        providesTags: ['Schedule'],
      }),
      /** The whole schedule with the `version` the form loaded (409 when stale). */
      updateSchedule: build.mutation<{ msg: string; schedule: Schedule }, Schedule>({
        query: (body) => ({ url: '/clinic/schedule', method: 'PUT', body }),
        invalidatesTags: ['Schedule'],
      }),
      getClinicPeople: build.query<ClinicMember[], void>({ query: () => '/clinic/people' }),
    }),
  });

export const { useGetScheduleQuery, useUpdateScheduleMutation, useGetClinicPeopleQuery } = clinicEndpoints;
