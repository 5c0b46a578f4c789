// Invitations to the clinic (docs/product/clinic.md#equipo), each call clinic.manage: the pending ones,
// a new one (which replaces a pending one to the same e-mail), and cancelling one.
import { clinicApi } from '../../../api/clinicApi';
import type { Invitation, InvitationAnswer, InvitationPayload, MessageAnswer } from '../../../api/types';

const LIST = { type: 'Invitation' as const, id: 'LIST' };

export const invitationsEndpoints = clinicApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitations: build.query<Invitation[], void>({
      query: () => '/clinic/invitations',
      providesTags: [LIST],
    }),
    invite: build.mutation<InvitationAnswer, InvitationPayload>({
      query: (body) => ({ url: '/clinic/invitations', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    cancelInvitation: build.mutation<MessageAnswer, string>({
      query: (id) => ({ url: `/clinic/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetInvitationsQuery, useInviteMutation, useCancelInvitationMutation } =
  invitationsEndpoints;
