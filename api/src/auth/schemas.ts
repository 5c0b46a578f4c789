import type { FromSchema } from 'json-schema-to-ts';
import { withErrors, msgResponseSchema, savedSchema } from '../http/schemas.js';
import { clinicBody, clinicSchema } from '../clinics/schemas.js';
import { ROLES } from '../clinics/roles.js';
import { estado, optionalText, phone, requiredText } from '../http/text-schemas.js';
import { versionField, versionOut } from '../http/versions.js';
import { EMAIL_PATTERN } from '../lib/email.js';
import { PASSWORD_MIN } from './password-policy.js';

// One strict address rule (lib/email.ts); the confirmation mail is the real test that it exists.
function email(required: string, invalid: string) {
  return {
    type: 'string',
    minLength: 1,
    maxLength: 254,
    pattern: EMAIL_PATTERN,
    errorMessages: { required, minLength: required, pattern: invalid, maxLength: invalid },
  } as const;
}

function password(required: string, minLength: number, tooShort: string) {
  return {
    type: 'string',
    minLength,
    maxLength: 200,
    errorMessages: { required, minLength: tooShort, maxLength: 'Máximo 200 caracteres' },
  } as const;
}

const CODE_INVALID = 'Debe ser un código de 6 dígitos';
const code = {
  type: 'string',
  minLength: 1,
  maxLength: 6,
  pattern: '^[0-9]{6}$',
  errorMessages: {
    required: 'El código es obligatorio',
    minLength: 'El código es obligatorio',
    maxLength: CODE_INVALID,
    pattern: CODE_INVALID,
  },
} as const;

const profileProperties = {
  name: requiredText('El nombre es obligatorio'),
  lastName: requiredText('El apellido es obligatorio'),
  whatsapp: phone('El WhatsApp es obligatorio'),
  ci: requiredText('La cédula es obligatoria', 20),
  cmv: optionalText(20),
  estado: estado('El estado es obligatorio'),
  runsai: optionalText(),
  msds: optionalText(),
  somevepa: optionalText(),
} as const;
// The CMV (a vet's licence) is asked of vets only: the routes require it of a person who founds a clinic,
// is invited as Administrador or Veterinario, or works as one (CMV_REQUIRED_MSG), and leave it optional
// for a front desk or a groomer (docs/product/clinic.md#invitations).
const profileRequired = ['name', 'lastName', 'whatsapp', 'ci', 'estado'] as const;
export const CMV_REQUIRED_MSG = 'El CMV es obligatorio';

const newPassword = password(
  'La contraseña es obligatoria',
  PASSWORD_MIN,
  `La contraseña debe tener mínimo ${PASSWORD_MIN} caracteres`,
);
const confirmPassword = {
  type: 'string',
  maxLength: 200,
  errorMessages: { required: 'Debes confirmar la contraseña' },
} as const;

export const userSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    whatsapp: { type: 'string' },
    ci: { type: 'string' },
    cmv: { type: 'string' },
    estado: { type: 'string' },
    runsai: { type: 'string' },
    msds: { type: 'string' },
    somevepa: { type: 'string' },
    confirmed: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    version: versionOut,
    /** The clinic the session works in, the person's role there and what that role may do. */
    clinic: clinicSchema,
    role: { type: 'string', enum: ROLES },
    permissions: { type: 'array', items: { type: 'string' } },
    /** Every clinic the person is an active member of, for the switcher. */
    clinics: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: { type: 'string' },
          name: { type: 'string' },
          role: { type: 'string', enum: ROLES },
        },
        required: ['_id', 'name', 'role'],
      },
    },
  },
  required: ['_id', 'name', 'lastName', 'email', 'confirmed', 'createdAt', 'updatedAt', 'version'],
} as const;

function body<const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  // additionalProperties false + AJV removeAdditional: unknown fields are dropped, never stored.
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

const tags = ['auth'];
const emailField = email('El Email es obligatorio', 'E-mail no válido');

const createAccountBody = body(
  {
    ...profileProperties,
    email: email('El Email es obligatorio', 'Email no válido'),
    // At least 8 characters, sign-up included (auth/password-policy.ts).
    password: password('La contraseña es obligatoria', PASSWORD_MIN, `Mínimo ${PASSWORD_MIN} caracteres`),
    confirmPassword,
    // The clinic the new account founds and administers (docs/product/clinic.md#sign-up).
    clinic: clinicBody,
    // Or the invitation link's token: the account founds no clinic and joins the inviting one when its
    // e-mail is confirmed (docs/product/clinic.md#invitations).
    invitation: { type: 'string', maxLength: 100 },
  },
  [...profileRequired, 'email', 'password', 'confirmPassword'],
);
export const createAccountSchema = {
  summary: 'Sign up: the answer is the same whether or not the e-mail has an account; a code is mailed',
  tags,
  body: createAccountBody,
  response: withErrors({ 201: msgResponseSchema }),
};

const codeBody = body({ token: code, email: emailField }, ['token']);
const codeResponse = withErrors({ 200: msgResponseSchema });
export const confirmAccountSchema = {
  summary: 'Confirm an account with the mailed code',
  tags,
  body: codeBody,
  response: codeResponse,
};
export const validateTokenSchema = {
  summary: 'Check a password-reset code (it is not spent)',
  tags,
  body: codeBody,
  response: codeResponse,
};

const emailOnlyBody = body({ email: emailField }, ['email']);
export const requestNewTokenSchema = {
  summary: 'Mail a new confirmation code',
  tags,
  body: emailOnlyBody,
  response: withErrors({ 200: msgResponseSchema }),
};
export const forgotPasswordSchema = {
  summary: 'Mail a password-reset code',
  tags,
  body: emailOnlyBody,
  response: withErrors({ 200: msgResponseSchema }),
};

const loginBody = body(
  {
    email: emailField,
    password: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      errorMessages: {
        required: 'El Password es obligatorio',
        minLength: 'El Password es obligatorio',
        maxLength: 'Máximo 200 caracteres',
      },
    },
  },
  ['email', 'password'],
);
export const loginSchema = {
  summary: 'Sign in: a session token for the Authorization header',
  tags,
  body: loginBody,
  response: withErrors({
    200: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
  }),
};

const updatePasswordParams = { type: 'object', properties: { token: code }, required: ['token'] } as const;
const updatePasswordBody = body({ password: newPassword, confirmPassword, email: emailField }, [
  'password',
  'confirmPassword',
]);
export const updatePasswordSchema = {
  summary: 'Set a new password with the mailed reset code; every session ends',
  tags,
  params: updatePasswordParams,
  body: updatePasswordBody,
  response: withErrors({ 200: msgResponseSchema }),
};

const changePasswordBody = body(
  {
    currentPassword: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      errorMessages: {
        required: 'La contraseña actual es obligatoria',
        minLength: 'La contraseña actual es obligatoria',
      },
    },
    password: newPassword,
    confirmPassword,
  },
  ['currentPassword', 'password', 'confirmPassword'],
);
export const changePasswordSchema = {
  summary: "Change the signed-in vet's password; the vet's other sessions end",
  tags,
  body: changePasswordBody,
  response: withErrors({ 200: msgResponseSchema }),
};

export const userResponseSchema = {
  summary: 'The signed-in vet',
  tags,
  response: withErrors({ 200: userSchema }),
};

// The profile form also names the version it loaded (http/versions.ts).
const profileBody = body({ ...profileProperties, version: versionField }, [...profileRequired, 'version']);
export const profileSchema = {
  summary: "Edit the signed-in vet's profile (the e-mail stays), with the version its form loaded",
  tags,
  body: profileBody,
  response: withErrors({
    200: savedSchema('user', userSchema),
  }),
};

export const logoutSchema = {
  summary: 'Sign out: this session ends',
  tags,
  response: withErrors({ 204: { type: 'null' } }),
};

export type CreateAccountBody = FromSchema<typeof createAccountBody>;
export type CodeBody = FromSchema<typeof codeBody>;
export type EmailBody = FromSchema<typeof emailOnlyBody>;
export type LoginBody = FromSchema<typeof loginBody>;
export type UpdatePasswordParams = FromSchema<typeof updatePasswordParams>;
export type UpdatePasswordBody = FromSchema<typeof updatePasswordBody>;
export type ChangePasswordBody = FromSchema<typeof changePasswordBody>;
export type ProfileBody = FromSchema<typeof profileBody>;
/** The profile's own fields, as sign-up and the profile form both send them. */
export type ProfileFields = Omit<ProfileBody, 'version'>;
