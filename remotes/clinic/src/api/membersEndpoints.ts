// The clinic's members (docs/product/clinic.md#equipo), each call clinic.manage. Every action sends the
// member's version; whatever its answer (done, refused, stale), the list is read again, so the table
// shows the members as they are now. «Actividad» lists them too, in its «Persona» filter.
import { clinicApi } from './clinicApi';
import type { Member, MemberAnswer } from './types';
import type { Role } from '@vet/shared-ui';

const LIST = { type: 'Member' as const, id: 'LIST' };
const memberPath = (id: string, action = '') => `/clinic/members/${encodeURIComponent(id)}${action}`;

interface Versioned {
  id: string;
  version: number;
}

export const membersEndpoints = clinicApi.injectEndpoints({
  endpoints: (build) => ({
    /** Active first, then by name (the API's order). */
    getMembers: build.query<Member[], void>({ query: () => '/clinic/members', providesTags: [LIST] }),
    changeRole: build.mutation<MemberAnswer, Versioned & { role: Role }>({
      query: ({ id, ...body }) => ({ url: memberPath(id), method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    deactivateMember: build.mutation<MemberAnswer, Versioned>({
      query: ({ id, version }) => ({ url: memberPath(id, '/deactivate'), method: 'POST', body: { version } }),
      invalidatesTags: [LIST],
    }),
    activateMember: build.mutation<MemberAnswer, Versioned>({
      query: ({ id, version }) => ({ url: memberPath(id, '/activate'), method: 'POST', body: { version } }),
      invalidatesTags: [LIST],
    }),
    /** The member becomes Administrador, the caller Veterinario. */
    handOver: build.mutation<MemberAnswer, Versioned>({
      query: ({ id, version }) => ({ url: memberPath(id, '/hand-over'), method: 'POST', body: { version } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useChangeRoleMutation,
  useDeactivateMemberMutation,
  useActivateMemberMutation,
  useHandOverMutation,
} = membersEndpoints;
