// The login form's rules (docs/product/accounts.md#sign-in).
import * as yup from 'yup';
import { emailRule } from '../../components/emailSchema';
import { MSG } from '../../messages';

export const loginSchema = yup.object({
  email: emailRule,
  password: yup.string().required(MSG.passwordRequired),
});

export type LoginForm = yup.InferType<typeof loginSchema>;
