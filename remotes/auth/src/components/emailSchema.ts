// The e-mail rule of the login, and the one-field e-mail forms (new code, forgot password) that reuse it
// (docs/product/accounts.md#sign-in). The pattern is shared-ui's, the one the server applies.
import * as yup from 'yup';
import { EMAIL_PATTERN } from '@vet/shared-ui';
import { MSG } from '../messages';

export const emailRule = yup
  .string()
  .trim()
  .required(MSG.emailRequired)
  .matches(EMAIL_PATTERN, MSG.loginEmailInvalid);

/** Request new token and forgot password: just the e-mail, with the login's rule. */
export const emailOnlySchema = yup.object({ email: emailRule });
export type EmailOnlyForm = yup.InferType<typeof emailOnlySchema>;
