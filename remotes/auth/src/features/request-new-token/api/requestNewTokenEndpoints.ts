// POST /auth/request-new-token (docs/api.md#accounts): a new confirmation code by e-mail.
import { authApi } from '../../../api/authApi';
import type { EmailPayload, MessageAnswer } from '../../../api/types';

export const requestNewTokenEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    requestNewToken: build.mutation<MessageAnswer, EmailPayload>({
      query: (body) => ({ url: '/auth/request-new-token', method: 'POST', body }),
    }),
  }),
});

export const { useRequestNewTokenMutation } = requestNewTokenEndpoints;
