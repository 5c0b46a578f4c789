// The registration form's rules (docs/product/accounts.md#create-an-account): the vet's fields, the
// clinic's (under `clinic`), then the account's e-mail and password.
import * as yup from 'yup';
import { EMAIL_PATTERN, PASSWORD_BLANK_MSG, PASSWORD_MIN_REGISTRATION } from '@vet/shared-ui';
import { vetProfileSchema } from '../../components/vetProfileSchema';
import { clinicSchema } from '../../components/clinicSchema';
import { MSG } from '../../messages';

export const registerSchema = vetProfileSchema.shape({
  clinic: clinicSchema,
  email: yup.string().trim().required(MSG.emailRequired).matches(EMAIL_PATTERN, MSG.registerEmailInvalid),
  // At least 8 characters; the server also refuses common passwords, shown under the field.
  password: yup
    .string()
    .required(MSG.passwordRequired)
    .min(PASSWORD_MIN_REGISTRATION, MSG.registerPasswordMin)
    .test('not-blank', PASSWORD_BLANK_MSG, (value) => value.trim() !== ''),
  confirmPassword: yup
    .string()
    .required(MSG.confirmPasswordRequired)
    .oneOf([yup.ref('password')], MSG.passwordsDiffer),
});

/** From an invitation link: no clinic of its own (it joins the inviting one). */
export const invitedRegisterSchema = registerSchema.omit(['clinic']);

export type RegisterForm = yup.InferType<typeof registerSchema>;
