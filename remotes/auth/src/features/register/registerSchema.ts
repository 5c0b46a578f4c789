// The registration form's rules (docs/product/accounts.md#create-an-account): the vet's fields, then the
// account's e-mail and password.
import * as yup from 'yup';
import { EMAIL_PATTERN, PASSWORD_BLANK_MSG, PASSWORD_MIN_REGISTRATION } from '@vet/shared-ui';
import { vetProfileSchema } from '../../components/vetProfileSchema';

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
