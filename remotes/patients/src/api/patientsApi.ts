// The patients remote's one RTK Query API, without endpoints: api/patientsEndpoints.ts injects the calls
// several screens make, each feature's api/ folder the ones only it makes, always through the shared base
// query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const patientsApi = createApi({
  reducerPath: 'patientsApi',
  baseQuery,
  // Patient: "LIST" (every pet), "COUNT" (the dashboard counter) and each pet by id.
  // Owner: the owner shown on the new-pet screen, by id.
  tagTypes: ['Patient', 'Owner'],
  // Owners and their pets also change in the owners remote (another slice, whose changes cannot
  // invalidate these tags): every screen asks again when it mounts, showing the cached data meanwhile.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

export const LIST_TAG = { type: 'Patient', id: 'LIST' } as const;
export const COUNT_TAG = { type: 'Patient', id: 'COUNT' } as const;
export const patientTag = (id: string) => ({ type: 'Patient' as const, id });
