// A new password and its confirmation (docs/product/accounts.md#reset-the-password): at least 8
// characters, not only spaces; the reset and the change of password share them.
import * as yup from 'yup';
import { PASSWORD_BLANK_MSG, PASSWORD_MIN_RESET } from '@vet/shared-ui';
import { MSG } from '../messages';

// The server also refuses common passwords: the page puts its message under the field.
const newPassword = yup
  .string()
  .required(MSG.newPasswordRequired)
  .min(PASSWORD_MIN_RESET, MSG.newPasswordMin)
  .test('not-blank', PASSWORD_BLANK_MSG, (value) => value.trim() !== '');

export const newPasswordSchema = yup.object({
  password: newPassword,
  confirmPassword: yup
    .string()
    .required(MSG.confirmPasswordRequired)
    .oneOf([yup.ref('password')], MSG.passwordsDiffer),
});

export type NewPasswordForm = yup.InferType<typeof newPasswordSchema>;
