// The clinic's members' names by id, for the changes that name a person («Aplicada por: Ana Pérez»): the
// list «Persona» already asks for (GET /clinic/members, the inactive too, one request for the screen).
import { useMemo } from 'react';
import { useGetMembersQuery } from '../../../api/membersEndpoints';
import { memberName } from '../../../roles';
import type { MemberNames } from '../activityText';

export function useMemberNames(): MemberNames {
  const { data } = useGetMembersQuery();
  return useMemo(() => new Map((data ?? []).map((member) => [member._id, memberName(member)])), [data]);
}
