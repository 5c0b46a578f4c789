// The grooming remote's one RTK Query API: the clinic's grooming services. Each feature injects its
// endpoints into it (injectEndpoints), always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const groomingApi = createApi({
  reducerPath: 'groomingApi',
  baseQuery,
  tagTypes: ['GroomingService'],
  // Pets may be deleted in the patients remote (another slice): ask again on every visit.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** Every list, export and counter of services: each change to a service reloads them. */
export const GROOMING_LIST_TAG = { type: 'GroomingService', id: 'LIST' } as const;
