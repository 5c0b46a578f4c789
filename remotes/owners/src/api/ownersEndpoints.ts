// Every owner call (docs/api.md#owners). Tags make each list and detail reload after any change.
import { listUrl, type ListArgs, type ListPage } from '@vet/shared-ui';
import { isStaleWrite, withSubmissionKey, type WithSubmissionKey } from '@vet/shared-ui/submission';
import { ownersApi } from './ownersApi';
import type { MessageAnswer, Owner, OwnerAnswer, OwnerDetail, OwnerPayload, OwnerUpdate } from './types';

const LIST = { type: 'Owner' as const, id: 'LIST' };
const ownerPath = (id: string) => `/owners/${encodeURIComponent(id)}`;

export const ownersEndpoints = ownersApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the search, newest first: a clinic's thousands of owners stay on the server. */
    getOwners: build.query<ListPage<Owner>, ListArgs>({
      query: (args) => listUrl('/owners', args),
      providesTags: [LIST],
    }),
    getOwner: build.query<OwnerDetail, string>({
      query: ownerPath,
      providesTags: (_result, _error, id) => [{ type: 'Owner', id }],
    }),
    createOwner: build.mutation<OwnerAnswer, WithSubmissionKey<OwnerPayload>>({
      query: ({ submissionKey, ...body }) =>
        withSubmissionKey(submissionKey, { url: '/owners', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    // A stale save invalidates nothing: refetching the owner would reset the form under the vet's
    // typing; the edit screen reloads it when they choose to.
    updateOwner: build.mutation<OwnerAnswer, OwnerUpdate>({
      query: ({ id, ...body }) => ({ url: ownerPath(id), method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (isStaleWrite(error) ? [] : [LIST, { type: 'Owner', id }]),
    }),
    // Neither the owner's own cache entry nor their pets' is invalidated: the detail page, still shown
    // when the answer comes, would ask for them again (404s) just before leaving. Detail and
    // edit (and the owner's pets) refetch on mount, so a deleted owner opened later is «not found».
    deleteOwner: build.mutation<MessageAnswer, string>({
      query: (id) => ({ url: ownerPath(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetOwnersQuery,
  useGetOwnerQuery,
  useCreateOwnerMutation,
  useUpdateOwnerMutation,
  useDeleteOwnerMutation,
} = ownersEndpoints;
