// POST /auth/create-account (docs/api.md#accounts): a new account, confirmed later with the e-mailed code.
import { authApi } from '../../../api/authApi';
import type { MessageAnswer, RegisterPayload } from '../../../api/types';

export const registerEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    createAccount: build.mutation<MessageAnswer, RegisterPayload>({
      query: (body) => ({ url: '/auth/create-account', method: 'POST', body }),
    }),
  }),
});

export const { useCreateAccountMutation } = registerEndpoints;
