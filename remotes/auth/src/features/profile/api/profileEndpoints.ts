// The vet's own profile (docs/api.md#accounts): GET /auth/user reads it, PUT /auth/profile saves it with
// the version the form was loaded with.
import { isStaleWrite } from '@vet/shared-ui/submission';
import { authApi } from '../../../api/authApi';
import type { Profile, ProfileAnswer, ProfilePayload } from '../../../api/types';

export const profileEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => '/auth/user', providesTags: ['Profile'] }),
    updateProfile: build.mutation<ProfileAnswer, ProfilePayload>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      // Not on a stale save: the refetch would reset the form under what the vet typed.
      invalidatesTags: (_result, error) => (isStaleWrite(error) ? [] : ['Profile']),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileEndpoints;
