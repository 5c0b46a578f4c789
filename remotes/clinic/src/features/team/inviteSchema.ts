// The invitation form's rules (docs/product/clinic.md#equipo): an e-mail as every form checks it, and one
// of the four roles.
import * as yup from 'yup';
import { EMAIL_PATTERN, type Role } from '@vet/shared-ui';
import { MSG } from '../../messages';
import { ROLES } from '../../roles';

export const inviteSchema = yup.object({
  email: yup.string().trim().required(MSG.emailRequired).matches(EMAIL_PATTERN, MSG.emailInvalid),
  role: yup
    .string<Role>()
    .required(MSG.roleRequired)
    .test('role', MSG.roleRequired, (value) => ROLES.includes(value)),
});

export type InviteValues = yup.InferType<typeof inviteSchema>;

/** A new form: Asistente, the role a clinic invites most. */
export const NEW_INVITATION: InviteValues = { email: '', role: 'assistant' };
