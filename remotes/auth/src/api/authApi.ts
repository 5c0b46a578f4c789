// The auth remote's own RTK Query slice: every account call (docs/api.md#accounts).
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';
import { isStaleWrite } from '@vet/shared-ui/submission';

export interface MessageAnswer {
  msg: string;
}

export interface RegisterPayload {
  name: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  whatsapp: string;
  ci: string;
  cmv: string;
  estado: string;
  runsai?: string;
  msds?: string;
  somevepa?: string;
}

export interface Profile {
  _id: string;
  name: string;
  lastName: string;
  email: string;
  whatsapp: string;
  ci: string;
  cmv: string;
  estado: string;
  runsai?: string | null;
  msds?: string | null;
  somevepa?: string | null;
  createdAt: string;
  updatedAt: string;
  /** The profile's version: a save sends the one the form was loaded with (409 if stale). */
  version: number;
}

export type ProfilePayload = Omit<Profile, '_id' | 'email' | 'createdAt' | 'updatedAt'>;

const post = <T>(url: string, body: T) => ({ url, method: 'POST', body });

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery,
  tagTypes: ['Profile'],
  endpoints: (build) => ({
    createAccount: build.mutation<MessageAnswer, RegisterPayload>({
      query: (body) => post('/auth/create-account', body),
    }),
    confirmAccount: build.mutation<MessageAnswer, { token: string; email?: string }>({
      query: (body) => post('/auth/confirm-account', body),
    }),
    requestNewToken: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => post('/auth/request-new-token', body),
    }),
    login: build.mutation<{ token: string }, { email: string; password: string }>({
      query: (body) => post('/auth/login', body),
    }),
    forgotPassword: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => post('/auth/forgot-password', body),
    }),
    validateToken: build.mutation<MessageAnswer, { token: string; email?: string }>({
      query: (body) => post('/auth/validate-token', body),
    }),
    updatePassword: build.mutation<
      MessageAnswer,
      { token: string; password: string; confirmPassword: string }
    >({
      query: ({ token, ...body }) => post(`/auth/update-password/${encodeURIComponent(token)}`, body),
    }),
    getProfile: build.query<Profile, void>({ query: () => '/auth/user', providesTags: ['Profile'] }),
    updateProfile: build.mutation<MessageAnswer & { user: Profile }, ProfilePayload>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      // Not on a stale save: the refetch would reset the form under what the vet typed.
      invalidatesTags: (_result, error) => (isStaleWrite(error) ? [] : ['Profile']),
    }),
    changePassword: build.mutation<
      MessageAnswer,
      { currentPassword: string; password: string; confirmPassword: string }
    >({
      query: (body) => post('/auth/change-password', body),
    }),
  }),
});

export const {
  useCreateAccountMutation,
  useConfirmAccountMutation,
  useRequestNewTokenMutation,
  useLoginMutation,
  useForgotPasswordMutation,
  useValidateTokenMutation,
  useUpdatePasswordMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
} = authApi;
