// POST /auth/forgot-password (docs/api.md#accounts): a reset code by e-mail.
import { authApi } from '../../../api/authApi';
import type { EmailPayload, MessageAnswer } from '../../../api/types';

export const forgotPasswordEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<MessageAnswer, EmailPayload>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordEndpoints;
