// The owners remote's own RTK Query slice. Its endpoints arrive with the feature's screens
// (injectEndpoints), always through the shared base query (session token, /api base).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';

export const ownersApi = createApi({
  reducerPath: 'ownersApi',
  baseQuery,
  // Owner: the list ("LIST") and each owner by id. OwnerPets: the pets of one owner, by owner id.
  tagTypes: ['Owner', 'OwnerPets'],
  endpoints: () => ({}),
});
