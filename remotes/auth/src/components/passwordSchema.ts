// A new password and its confirmation (docs/product/accounts.md#reset-the-password): at least 8
// characters, not only spaces; the reset and the change of password share them.
import * as yup from 'yup';
import { PASSWORD_BLANK_MSG, PASSWORD_MIN_RESET } from '@vet/shared-ui';

// The server also refuses common passwords: the page puts its message under the field.
const newPassword = yup
  .string()
  .required('La contraseña es obligatoria')
  .min(PASSWORD_MIN_RESET, `La contraseña debe tener mínimo ${PASSWORD_MIN_RESET} caracteres`)
  .test('not-blank', PASSWORD_BLANK_MSG, (value) => value.trim() !== '');

export const newPasswordSchema = yup.object({
  password: newPassword,
  confirmPassword: yup
    .string()
    .required('Debes confirmar la contraseña')
    .oneOf([yup.ref('password')], 'Las contraseñas no coinciden'),
});

export type NewPasswordForm = yup.InferType<typeof newPasswordSchema>;
