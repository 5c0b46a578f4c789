// The login form's rules (docs/product/accounts.md#sign-in).
import * as yup from 'yup';
import { EMAIL_PATTERN } from './emailRule';

export const loginSchema = yup.object({
  email: yup.string().trim().required('El Email es obligatorio').matches(EMAIL_PATTERN, 'E-mail no válido'),
  password: yup.string().required('El Password es obligatorio'),
});

export type LoginForm = yup.InferType<typeof loginSchema>;

/** Request new token and forgot password: just the e-mail, with the login's rules. */
export const emailOnlySchema = loginSchema.pick(['email']);
export type EmailOnlyForm = yup.InferType<typeof emailOnlySchema>;
