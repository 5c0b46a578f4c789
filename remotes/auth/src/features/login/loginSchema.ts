// The login form's rules (docs/product/accounts.md#sign-in).
import * as yup from 'yup';
import { emailRule } from '../../components/emailSchema';

export const loginSchema = yup.object({
  email: emailRule,
  password: yup.string().required('El Password es obligatorio'),
});

export type LoginForm = yup.InferType<typeof loginSchema>;
