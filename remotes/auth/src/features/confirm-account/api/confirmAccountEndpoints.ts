// POST /auth/confirm-account (docs/api.md#accounts): the e-mailed code confirms the account.
import { authApi } from '../../../api/authApi';
import type { CodePayload, MessageAnswer } from '../../../api/types';

export const confirmAccountEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    confirmAccount: build.mutation<MessageAnswer, CodePayload>({
      query: (body) => ({ url: '/auth/confirm-account', method: 'POST', body }),
    }),
  }),
});

export const { useConfirmAccountMutation } = confirmAccountEndpoints;
