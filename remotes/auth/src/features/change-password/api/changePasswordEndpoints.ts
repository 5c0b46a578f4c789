// POST /auth/change-password (docs/api.md#accounts): the current password and the new one; the vet's
// other sessions end.
import { authApi } from '../../../api/authApi';
import type { ChangePasswordPayload, MessageAnswer } from '../../../api/types';

export const changePasswordEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<MessageAnswer, ChangePasswordPayload>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordEndpoints;
