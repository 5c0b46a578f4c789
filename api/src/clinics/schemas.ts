import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { msgResponseSchema, recordSchema, savedSchema, withErrors } from '../http/schemas.js';
import { estado, optionalText, phone, requiredText } from '../http/text-schemas.js';
import { versionField, versionOut, withVersion } from '../http/versions.js';
import { EMAIL_PATTERN } from '../lib/email.js';
import { INVITATION_NOT_FOUND_MSG } from './invitations-repo.js';
import { MEMBER_NOT_FOUND_MSG } from './members-repo.js';
import { ROLES } from './roles.js';

/** The clinic's data as sign-up (and the «Clínica» screen) send it. */
export const clinicBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: requiredText('El nombre de la clínica es obligatorio', 120),
    rif: optionalText(20),
    address: requiredText('La dirección de la clínica es obligatoria', 200),
    phone: phone('El teléfono de la clínica es obligatorio'),
    estado: estado('El estado de la clínica es obligatorio'),
  },
  required: ['name', 'address', 'phone', 'estado'],
} as const;
export type ClinicBody = FromSchema<typeof clinicBody>;

/** The clinic as the API shows it (GET /auth/user's `clinic`). */
export const clinicSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    rif: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    estado: { type: 'string' },
    hasLogo: { type: 'boolean' },
  },
  required: ['_id', 'name', 'rif', 'address', 'phone', 'estado', 'hasLogo'],
} as const;

const tags = ['clinic'];

/** The clinic as GET /clinic and PUT /clinic answer it. */
export const clinicRecordSchema = recordSchema({
  ...clinicSchema.properties,
  version: versionOut,
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

export const getClinicSchema = {
  summary: "The session's clinic",
  tags,
  response: withErrors({ 200: clinicRecordSchema }),
};

const updateClinicBody = withVersion(clinicBody);
export type UpdateClinicBody = FromSchema<typeof updateClinicBody>;
export const updateClinicSchema = {
  summary: "Edit the clinic's data (administrator)",
  tags,
  body: updateClinicBody,
  response: withErrors({ 200: savedSchema('clinic', clinicRecordSchema) }),
};

export const clinicVetsSchema = {
  summary: "The clinic's active vets, who may be a pet's main vet",
  tags,
  response: withErrors({
    200: {
      type: 'array',
      items: recordSchema({ _id: { type: 'string' }, name: { type: 'string' }, cmv: { type: 'string' } }),
    },
  }),
};

export const clinicPeopleSchema = {
  summary: "The clinic's active members of every role, by name: who may have applied a vaccine",
  tags,
  response: withErrors({
    200: {
      type: 'array',
      items: recordSchema({
        _id: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', enum: ROLES },
        cmv: { type: 'string' },
      }),
    },
  }),
};

export const SWITCH_NOT_MEMBER_MSG = 'No perteneces a esa clínica.';
const switchClinicBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    clinicId: {
      type: 'string',
      pattern: '^[0-9a-fA-F-]{36}$',
      errorMessages: { required: 'Elige una clínica', pattern: SWITCH_NOT_MEMBER_MSG },
    },
  },
  required: ['clinicId'],
} as const;
export type SwitchClinicBody = FromSchema<typeof switchClinicBody>;
export const switchClinicSchema = {
  summary: 'Work in another of the clinics the person belongs to (the same session)',
  tags: ['auth'],
  body: switchClinicBody,
  response: withErrors({ 200: msgResponseSchema }),
};

/** One membership in the clinic's list of members. */
export const memberSchema = recordSchema({
  _id: { type: 'string' },
  name: { type: 'string' },
  lastName: { type: 'string' },
  email: { type: 'string' },
  cmv: { type: 'string' },
  role: { type: 'string', enum: ROLES },
  active: { type: 'boolean' },
  version: versionOut,
  createdAt: { type: 'string', format: 'date-time' },
});

export const listMembersSchema = {
  summary: "The clinic's members, active first (administrator)",
  tags,
  response: withErrors({ 200: { type: 'array', items: memberSchema } }),
};

const memberParams = idParams(['id'], MEMBER_NOT_FOUND_MSG);
export type MemberParams = FromSchema<typeof memberParams>;
const role = {
  type: 'string',
  enum: ROLES,
  errorMessages: { required: 'El rol es obligatorio', enum: 'Elige un rol de la lista' },
} as const;

const changeRoleBody = {
  type: 'object',
  additionalProperties: false,
  properties: { role, version: versionField },
  required: ['role', 'version'],
} as const;
export type ChangeRoleBody = FromSchema<typeof changeRoleBody>;
export const changeRoleSchema = {
  summary: "Change a member's role (administrator; never one's own)",
  tags,
  params: memberParams,
  body: changeRoleBody,
  response: withErrors({ 200: savedSchema('member', memberSchema) }),
};

const versionOnlyBody = {
  type: 'object',
  additionalProperties: false,
  properties: { version: versionField },
  required: ['version'],
} as const;
export type VersionOnlyBody = FromSchema<typeof versionOnlyBody>;
function memberAction(summary: string) {
  return {
    summary,
    tags,
    params: memberParams,
    body: versionOnlyBody,
    response: withErrors({ 200: savedSchema('member', memberSchema) }),
  };
}
export const deactivateMemberSchema = memberAction(
  'Deactivate a member: their sessions in the clinic end at once',
);
export const activateMemberSchema = memberAction('Bring a deactivated member back');
export const handOverSchema = memberAction(
  'Hand administration over: the member becomes administrator and the caller a vet',
);

/** A pending invitation as the «Equipo» screen lists it. */
export const invitationSchema = recordSchema({
  _id: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string', enum: ROLES },
  expiresAt: { type: 'string', format: 'date-time' },
  createdAt: { type: 'string', format: 'date-time' },
  invitedBy: { type: 'string' },
});

const INVALID_EMAIL = 'Email no válido';
const inviteBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    email: {
      type: 'string',
      minLength: 1,
      maxLength: 254,
      pattern: EMAIL_PATTERN,
      errorMessages: {
        required: 'El Email es obligatorio',
        minLength: 'El Email es obligatorio',
        pattern: INVALID_EMAIL,
        maxLength: INVALID_EMAIL,
      },
    },
    role,
  },
  required: ['email', 'role'],
} as const;
export type InviteBody = FromSchema<typeof inviteBody>;
export const inviteSchema = {
  summary: 'Invite a person by e-mail (administrator): a single-use link valid 7 days',
  tags,
  body: inviteBody,
  response: withErrors({ 201: savedSchema('invitation', invitationSchema) }),
};
export const listInvitationsSchema = {
  summary: "The clinic's pending invitations (administrator)",
  tags,
  response: withErrors({ 200: { type: 'array', items: invitationSchema } }),
};
const invitationParams = idParams(['id'], INVITATION_NOT_FOUND_MSG);
export type InvitationParams = FromSchema<typeof invitationParams>;
export const revokeInvitationSchema = {
  summary: 'Cancel a pending invitation (administrator)',
  tags,
  params: invitationParams,
  response: withErrors({ 200: msgResponseSchema }),
};

const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 100 } },
  required: ['token'],
} as const;
export type TokenParams = FromSchema<typeof tokenParams>;
export const showInvitationSchema = {
  summary: 'What an invitation link offers (no session: the link is the credential)',
  tags,
  params: tokenParams,
  response: withErrors({
    200: recordSchema({
      clinic: recordSchema({ name: { type: 'string' } }),
      role: { type: 'string', enum: ROLES },
      email: { type: 'string' },
      expiresAt: { type: 'string', format: 'date-time' },
      hasAccount: { type: 'boolean' },
    }),
  }),
};
const acceptBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    password: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      errorMessages: { required: 'La contraseña es obligatoria', minLength: 'La contraseña es obligatoria' },
    },
  },
  required: ['password'],
} as const;
export type AcceptBody = FromSchema<typeof acceptBody>;
export const acceptInvitationSchema = {
  summary: "Accept an invitation with the invited e-mail's account password: a session in the clinic",
  tags,
  params: tokenParams,
  body: acceptBody,
  response: withErrors({
    200: {
      type: 'object',
      properties: { msg: { type: 'string' }, token: { type: 'string' } },
      required: ['msg', 'token'],
    },
  }),
};
