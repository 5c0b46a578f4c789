// Changing the password from the account (docs/product/accounts.md#change-the-password): the new one with
// the reset's rules, and the current one.
import * as yup from 'yup';
import { newPasswordSchema } from '../../components/passwordSchema';
import { MSG } from '../../messages';

export const changePasswordSchema = newPasswordSchema.shape({
  currentPassword: yup.string().required(MSG.currentPasswordRequired),
});

export type ChangePasswordForm = yup.InferType<typeof changePasswordSchema>;
