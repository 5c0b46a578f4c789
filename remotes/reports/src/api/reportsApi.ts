// The reports remote's one RTK Query API.
// Each feature injects its endpoints into it (injectEndpoints), always through the shared base query
// (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const reportsApi = createApi({
  reducerPath: 'reportsApi',
  baseQuery,
  endpoints: () => ({}),
});
