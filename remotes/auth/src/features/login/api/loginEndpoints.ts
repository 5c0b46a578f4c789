// POST /auth/login (docs/api.md#accounts): the session token for an e-mail and password.
import { authApi } from '../../../api/authApi';
import type { Credentials, LoginAnswer } from '../../../api/types';

export const loginEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, Credentials>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginEndpoints;
