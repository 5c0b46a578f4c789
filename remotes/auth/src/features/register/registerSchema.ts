// The registration form's rules (docs/product/accounts.md#create-an-account). The WhatsApp field holds the
// dial code joined to the digits ("+584141234567").
import * as yup from 'yup';
import { PASSWORD_BLANK_MSG, PASSWORD_MIN_REGISTRATION, VENEZUELAN_STATES } from '@vet/shared-ui';
import { EMAIL_PATTERN } from '../login/emailRule';

/** Dial code ("+58", "+1-809") followed by digits only. */
const WHATSAPP_PATTERN = /^\+\d{1,3}(-\d{3})?\d+$/;

/** The fields a vet can also change later, from the profile. */
export const vetProfileSchema = yup.object({
  name: yup.string().trim().required('El nombre es obligatorio'),
  lastName: yup.string().trim().required('El apellido es obligatorio'),
  whatsapp: yup
    .string()
    .required('El WhatsApp es obligatorio')
    .matches(WHATSAPP_PATTERN, 'Solo números sin espacios'),
  ci: yup.string().trim().required('La cédula es obligatoria'),
  cmv: yup.string().trim().required('El CMV es obligatorio'),
  estado: yup
    .string()
    .required('El estado es obligatorio')
    .test('venezuelan-state', 'El estado es obligatorio', (value) =>
      (VENEZUELAN_STATES as readonly string[]).includes(value),
    ),
  runsai: yup.string().trim().optional(),
  msds: yup.string().trim().optional(),
  somevepa: yup.string().trim().optional(),
});

export type VetProfileForm = yup.InferType<typeof vetProfileSchema>;

export const registerSchema = vetProfileSchema.shape({
  email: yup.string().trim().required('El Email es obligatorio').matches(EMAIL_PATTERN, 'Email no válido'),
  // At least 8 characters; the server also refuses common passwords, shown under the field.
  password: yup
    .string()
    .required('El Password es obligatorio')
    .min(PASSWORD_MIN_REGISTRATION, `Mínimo ${PASSWORD_MIN_REGISTRATION} caracteres`)
    .test('not-blank', PASSWORD_BLANK_MSG, (value) => value.trim() !== ''),
  confirmPassword: yup
    .string()
    .required('Debes confirmar la contraseña')
    .oneOf([yup.ref('password')], 'Las contraseñas no coinciden'),
});

export type RegisterForm = yup.InferType<typeof registerSchema>;
