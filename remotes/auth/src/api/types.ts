// What the auth remote sends and what the API answers (docs/api.md#accounts): the account calls, the
// vet's profile, an invitation to a clinic, and the backup's restore.
import type { Role } from '@vet/shared-ui';

/** Most account calls answer a sentence for the vet. */
export interface MessageAnswer {
  msg: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The session token a login answers. */
export interface LoginAnswer {
  token: string;
}

/** The vet's fields and the account's, as sign-up sends them. */
export interface AccountPayload {
  name: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  whatsapp: string;
  ci: string;
  /** Left out by a front desk or a groomer who has none (docs/product/clinic.md#invitations). */
  cmv?: string;
  estado: string;
  runsai?: string;
  msds?: string;
  somevepa?: string;
}

/** Sign-up founds a clinic, or joins the one whose invitation link it came from
 *  (docs/product/clinic.md#invitations). */
export type RegisterPayload = AccountPayload &
  (
    | {
        /** The clinic the account creates, its vet as its Administrador. */
        clinic: ClinicPayload;
      }
    | {
        /** The invitation link's token: the confirmed account joins that clinic with its role. */
        invitation: string;
      }
  );

export interface ClinicPayload {
  name: string;
  rif?: string;
  address: string;
  /** The dial code joined to the digits, as `whatsapp`. */
  phone: string;
  estado: string;
}

/** A 6-digit code from an e-mail, with the address when the screen knows it. */
export interface CodePayload {
  token: string;
  email?: string;
}

/** New code, forgot password: just the address. */
export interface EmailPayload {
  email: string;
}

/** The new password, sent with the reset code it was validated with. */
export interface NewPasswordPayload {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordPayload {
  currentPassword: string;
  password: string;
  confirmPassword: string;
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

/** The profile a save sends: the CMV only when typed (a front desk or a groomer may have none). */
export type ProfilePayload = Omit<Profile, '_id' | 'email' | 'createdAt' | 'updatedAt' | 'cmv'> & {
  cmv?: string;
};

export interface ProfileAnswer extends MessageAnswer {
  user: Profile;
}

/** What a restore wrote. */
export interface RestoreCounts {
  owners: number;
  patients: number;
  photos: number;
  labExams: number;
  grooming: number;
  labReferenceRanges: boolean;
  /** The clinical record's (issue 26). */
  consultations: number;
  preventives: number;
  vitalReferenceRanges: boolean;
  /** The agenda's (issue 27); `unassigned` of the appointments came back «Sin asignar». */
  appointments: number;
  unassigned: number;
  reminders: number;
  schedule: boolean;
}

export interface RestoreAnswer {
  msg: string;
  restored: RestoreCounts;
}

/** GET /invitations/:token: what the mailed link offers (docs/product/clinic.md#invitations). */
export interface Invitation {
  clinic: { name: string };
  role: Role;
  /** The invited address: the account that accepts must be this one. */
  email: string;
  expiresAt: string;
  /** Whether that address already has an account (then it accepts with its password). */
  hasAccount: boolean;
}

/** POST /invitations/:token/accept: a session already in the clinic, and «Te uniste a <clínica>». */
export interface AcceptInvitationAnswer extends MessageAnswer {
  token: string;
}
