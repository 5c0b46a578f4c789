// The reset's two steps (docs/api.md#accounts): POST /auth/validate-token checks the e-mailed code, then
// POST /auth/update-password/:token sets the new password.
import { authApi } from '../../../api/authApi';
import type { CodePayload, MessageAnswer, NewPasswordPayload } from '../../../api/types';

export const newPasswordEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    validateToken: build.mutation<MessageAnswer, CodePayload>({
      query: (body) => ({ url: '/auth/validate-token', method: 'POST', body }),
    }),
    updatePassword: build.mutation<MessageAnswer, NewPasswordPayload>({
      query: ({ token, ...body }) => ({
        url: `/auth/update-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useValidateTokenMutation, useUpdatePasswordMutation } = newPasswordEndpoints;
