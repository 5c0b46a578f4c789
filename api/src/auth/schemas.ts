import { withErrors, msgResponseSchema, savedSchema } from '../http/schemas.js';
import { versionField, versionOut } from '../http/versions.js';
import { EMAIL_PATTERN } from '../lib/email.js';
import { ESTADOS_VENEZUELA } from './estados.js';
import { PASSWORD_MIN } from './password-policy.js';

function requiredText(required: string, maxLength = 100) {
  return {
    type: 'string',
    minLength: 1,
    maxLength,
    pattern: '\\S',
    errorMessages: {
      required,
      minLength: required,
      pattern: required,
      maxLength: `Máximo ${maxLength} caracteres`,
    },
  } as const;
}

function optionalText(maxLength = 50) {
  return {
    type: 'string',
    maxLength,
    errorMessages: { maxLength: `Máximo ${maxLength} caracteres` },
  } as const;
}

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

const whatsapp = {
  type: 'string',
  maxLength: 20,
  // The form joins the dial code (+58…) to the digits: a leading + then digits only. Without the
  // +, the profile screen could not tell the dial code from the number.
  pattern: '^\\+[0-9]+$',
  errorMessages: {
    required: 'El WhatsApp es obligatorio',
    pattern: 'Solo números sin espacios',
    maxLength: 'Máximo 20 dígitos',
  },
} as const;

const estado = {
  type: 'string',
  enum: ESTADOS_VENEZUELA,
  errorMessages: { required: 'El estado es obligatorio', enum: 'Selecciona un estado de Venezuela válido' },
} as const;

const profileProperties = {
  name: requiredText('El nombre es obligatorio'),
  lastName: requiredText('El apellido es obligatorio'),
  whatsapp,
  ci: requiredText('La cédula es obligatoria', 20),
  cmv: requiredText('El CMV es obligatorio', 20),
  estado,
  runsai: optionalText(),
  msds: optionalText(),
  somevepa: optionalText(),
} as const;
const profileRequired = ['name', 'lastName', 'whatsapp', 'ci', 'cmv', 'estado'] as const;

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
  },
  required: ['_id', 'name', 'lastName', 'email', 'confirmed', 'createdAt', 'updatedAt', 'version'],
} as const;

function body(properties: Record<string, unknown>, required: readonly string[]) {
  // additionalProperties false + AJV removeAdditional: unknown fields are dropped, never stored.
  return { type: 'object', additionalProperties: false, properties, required };
}

export const createAccountSchema = {
  body: body(
    {
      ...profileProperties,
      email: email('El Email es obligatorio', 'Email no válido'),
      // CONTRACT.md: 8, not SPEC's 6 (auth/password-policy.ts).
      password: password('La contraseña es obligatoria', PASSWORD_MIN, `Mínimo ${PASSWORD_MIN} caracteres`),
      confirmPassword,
    },
    [...profileRequired, 'email', 'password', 'confirmPassword'],
  ),
  response: withErrors({ 201: msgResponseSchema }),
};

export const codeSchema = {
  body: body({ token: code, email: email('El Email es obligatorio', 'E-mail no válido') }, ['token']),
  response: withErrors({ 200: msgResponseSchema }),
};

export const emailOnlySchema = {
  body: body({ email: email('El Email es obligatorio', 'E-mail no válido') }, ['email']),
  response: withErrors({ 200: msgResponseSchema }),
};

export const loginSchema = {
  body: body(
    {
      email: email('El Email es obligatorio', 'E-mail no válido'),
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
  ),
  response: withErrors({
    200: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
  }),
};

export const updatePasswordSchema = {
  params: { type: 'object', properties: { token: code }, required: ['token'] },
  body: body(
    { password: newPassword, confirmPassword, email: email('El Email es obligatorio', 'E-mail no válido') },
    ['password', 'confirmPassword'],
  ),
  response: withErrors({ 200: msgResponseSchema }),
};

export const changePasswordSchema = {
  body: body(
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
  ),
  response: withErrors({ 200: msgResponseSchema }),
};

export const userResponseSchema = { response: withErrors({ 200: userSchema }) };

// The profile form also names the version it loaded (http/versions.ts).
export const profileSchema = {
  body: body({ ...profileProperties, version: versionField }, [...profileRequired, 'version']),
  response: withErrors({
    200: savedSchema('user', userSchema),
  }),
};

export const logoutSchema = { response: withErrors({ 204: { type: 'null' } }) };
