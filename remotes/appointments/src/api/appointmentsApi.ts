// The appointments remote's one RTK Query API.
// Each feature injects its endpoints into it (injectEndpoints), always through the shared base query
// (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const appointmentsApi = createApi({
  reducerPath: 'appointmentsApi',
  baseQuery,
  // Appointment: each one by id, and every period of the agenda ("LIST").
  tagTypes: ['Appointment'],
  // Pets, members and the schedule change in other remotes and sessions: ask again on every visit.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** Every period of the agenda: any change to an appointment reloads it. */
export const AGENDA_TAG = { type: 'Appointment', id: 'LIST' } as const;
