// What an administrator may do to a member (docs/product/clinic.md#equipo), as a row asks for it.
import type { Role } from '@vet/shared-ui';
import type { Member } from '../../api/types';

export type MemberAction =
  | { kind: 'role'; member: Member; role: Role }
  | { kind: 'deactivate' | 'activate' | 'handOver'; member: Member };
