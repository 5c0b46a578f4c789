// The owners remote's one RTK Query API. Its endpoints are injected (injectEndpoints): the owner calls in
// ownersEndpoints.ts beside it, the owner's pets in features/owner-detail; always through the shared base
// query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const ownersApi = createApi({
  reducerPath: 'ownersApi',
  baseQuery,
  // Owner: the list ("LIST") and each owner by id. OwnerPets: the pets of one owner, by owner id.
  tagTypes: ['Owner', 'OwnerPets'],
  endpoints: () => ({}),
});
