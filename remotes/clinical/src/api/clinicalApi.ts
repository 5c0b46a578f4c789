// The clinical remote's one RTK Query API: consultations, their addenda and the vital signs' ranges.
// Each feature injects its endpoints into it (injectEndpoints; those several features use sit beside
// this file), always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const clinicalApi = createApi({
  reducerPath: 'clinicalApi',
  baseQuery,
  // Consultation: each one by id, and the clinic's list ("LIST"). VitalRanges: the clinic's table.
  // Preventive and History: a pet's vaccines and deworming, and its timeline (by the pet's id).
  tagTypes: ['Consultation', 'VitalRanges', 'Preventive', 'History'],
  // Pets and members change in other remotes (other slices): ask again on every visit.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** The clinic's list of consultations: every change to one of them reloads it. */
export const CONSULTATION_LIST_TAG = { type: 'Consultation', id: 'LIST' } as const;
