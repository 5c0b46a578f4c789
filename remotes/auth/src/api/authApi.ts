// The auth remote's one RTK Query API. Each feature injects the calls it makes (injectEndpoints in its
// api/ folder; docs/api.md#accounts), always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery,
  // Profile: the signed-in vet's own data, reloaded after a save.
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
