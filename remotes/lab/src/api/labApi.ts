// The lab remote's own RTK Query slice. Its endpoints arrive with the feature's screens
// (injectEndpoints), always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const labApi = createApi({
  reducerPath: 'labApi',
  baseQuery,
  tagTypes: ['LabExam'],
  endpoints: () => ({}),
});
