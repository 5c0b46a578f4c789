// The invitation link's calls (docs/product/clinic.md#invitations): what it offers, and accepting it with
// an existing account's password. No session needed: the link is the credential.
import { authorizedBaseQuery } from '@vet/shared-ui';
import { authApi } from '../../../api/authApi';
import type { AcceptInvitationAnswer, Invitation } from '../../../api/types';

const path = (token: string) => `/invitations/${encodeURIComponent(token)}`;

export const invitationEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<Invitation, string>({
      query: path,
    }),
    acceptInvitation: build.mutation<AcceptInvitationAnswer, { token: string; password: string }>({
      // Not the remotes' base query, which takes any 401 for the end of the stored session: here a 401
      // is a mistyped password, and a session this browser already has (another account's) goes on.
      async queryFn({ token, password }, api, extraOptions) {
        const answer = await authorizedBaseQuery(
          { url: `${path(token)}/accept`, method: 'POST', body: { password } },
          api,
          extraOptions,
        );
        return answer.error ? { error: answer.error } : { data: answer.data as AcceptInvitationAnswer };
      },
    }),
  }),
});

export const { useGetInvitationQuery, useAcceptInvitationMutation } = invitationEndpoints;
