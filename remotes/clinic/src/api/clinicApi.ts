// The clinic remote's one RTK Query API. Each feature injects its endpoints into it (injectEndpoints):
// the clinic's data in features/clinic-data, the members and invitations in features/team; always
// through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const clinicApi = createApi({
  reducerPath: 'clinicApi',
  baseQuery,
  // Clinic: the clinic's data. Member and Invitation: the team's two lists ("LIST").
  tagTypes: ['Clinic', 'Member', 'Invitation'],
  endpoints: () => ({}),
});
