// The lab remote's one RTK Query API: the exams, the pet they belong to and the vet's reference ranges.
// Each feature injects its endpoints into it (injectEndpoints; those several features use sit beside
// this file), always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const labApi = createApi({
  reducerPath: 'labApi',
  baseQuery,
  // LabExam: each exam by id, and each pet's history ("LIST-<patientId>"). Ranges: the vet's table.
  tagTypes: ['LabExam', 'Ranges'],
  // Pets change in the patients remote (another slice): ask again on every visit.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** One pet's exam history: every change to one of its exams reloads it. */
export const examListTag = (patientId: string) => ({ type: 'LabExam' as const, id: `LIST-${patientId}` });
