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
  /** Whether GET /clinic/logo has an image (the PDF reports print it). */
  hasLogo: boolean;
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

/** What an activity entry is about (GET /clinic/activity's `kind` filter takes the same names). */
export type RecordKind =
  | 'owner'
  | 'pet'
  | 'lab_exam'
  | 'grooming_service'
  | 'reference_ranges'
  | 'clinic'
  | 'member'
  | 'invitation'
  | 'session'
  | 'backup'
  | 'consultation'
  | 'consultation_addendum'
  | 'vital_ranges'
  | 'preventive'
  | 'appointment'
  | 'schedule';

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'export'
  | 'login'
  | 'login_failed'
  | 'invite'
  | 'invitation_cancelled'
  | 'join'
  | 'role_change'
  | 'deactivate'
  | 'activate'
  | 'document_mailed';

/** One changed field of an edit, as the database names it (`birth_date`, `perro.hematocrit`…): its
 *  values before and after, as stored. */
export interface ActivityChange {
  field: string;
  from?: unknown;
  to?: unknown;
}

/** One of GET /clinic/activity's items, newest first. */
export interface ActivityEntry {
  _id: string;
  at: string;
  /** The person, by their name as it is now; null when nobody is on record. */
  actor: { _id: string; name: string } | null;
  action: ActivityAction;
  recordKind: RecordKind;
  recordId: string | null;
  /** A few words naming the record as it was: an owner's name, an exam's date… */
  summary: string;
  changes: ActivityChange[];
}
