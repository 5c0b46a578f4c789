// The clinic and its team as the API sends them (docs/product/clinic.md, issue 25).
import type { Role } from '@vet/shared-ui';
import type { ClinicFieldValues } from '@vet/shared-ui/form';

export interface MessageAnswer {
  msg: string;
}

/** GET /clinic. */
export interface Clinic {
  _id: string;
  name: string;
  /** "" when the clinic has none. */
  rif: string;
  address: string;
  phone: string;
  estado: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** PUT /clinic: the fields (a blank RIF left out) and the version the form loaded. */
export type ClinicUpdate = ClinicFieldValues & { version: number };

export interface ClinicAnswer extends MessageAnswer {
  clinic: Clinic;
}

/** One of GET /clinic/members: `_id` is the person's. */
export interface Member {
  _id: string;
  name: string;
  lastName: string;
  email: string;
  cmv: string | null;
  role: Role;
  active: boolean;
  version: number;
  createdAt: string;
}

export interface MemberAnswer extends MessageAnswer {
  member: Member;
}

/** One of GET /clinic/invitations (pending ones only). */
export interface Invitation {
  _id: string;
  email: string;
  role: Role;
  expiresAt: string;
  createdAt: string;
  /** «M.V. Ana Pérez». */
  invitedBy: string;
}

export interface InvitationPayload {
  email: string;
  role: Role;
}

export interface InvitationAnswer extends MessageAnswer {
  invitation: Invitation;
}
