// The sign-up form (docs/product/accounts.md#create-an-account): the vet's fields, the clinic's, the
// account's e-mail and password; success goes to /auth/confirm-account. From an invitation link
// (docs/product/clinic.md#invitations) it has no «Datos de la clínica», the e-mail is the invited one and
// cannot be changed, and the invitation is sent instead of a clinic: the account joins that clinic. The CMV
// is asked of whoever founds a clinic or is invited as Administrador or Veterinario; invited as Asistente
// or Peluquero it is «CMV (opcional)», sent only when typed.
import { Input } from 'antd';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { errorMessage, toast, applyServerErrors, type Role } from '@vet/shared-ui';
import { FormField, type ClinicFieldValues } from '@vet/shared-ui/form';
import { paths } from '@vet/shared-ui/contract';
import { useCreateAccountMutation } from './api/registerEndpoints';
import { VetFields } from '../../components/VetFields';
import { cmvRequiredFor, withCmv, type VetProfileForm } from '../../components/vetProfileSchema';
import { ClinicFields } from '../../components/ClinicFields';
import { invitedRegisterSchema, registerSchema, type RegisterForm as RegisterValues } from './registerSchema';
import type { RegisterPayload } from '../../api/types';
import { MSG } from '../../messages';
import { AuthForm, EmailField } from '../../components/AuthForm';

/** The invitation a sign-up comes from: its link's token, the address it was sent to and the role. */
export interface SignUpInvitation {
  token: string;
  email: string;
  role: Role;
}

const EMPTY: RegisterValues = {
  name: '',
  lastName: '',
  email: '',
  whatsapp: '',
  ci: '',
  cmv: '',
  estado: '',
  password: '',
  confirmPassword: '',
  runsai: '',
  msds: '',
  somevepa: '',
  clinic: { name: '', rif: '', address: '', phone: '', estado: '' },
};

/** Where the server's field messages may land: the clinic's come as `clinic.name`… */
const FIELDS = [
  ...Object.keys(EMPTY).filter((field) => field !== 'clinic'),
  ...Object.keys(EMPTY.clinic).map((field) => `clinic.${field}`),
];

/** What sign-up sends: optional numbers left blank are not sent (the vet's professional ones, a CMV
 *  that was not required, the clinic's RIF); the clinic founded, or the invitation joined instead. */
function payloadOf(values: RegisterValues, invitation?: SignUpInvitation): RegisterPayload {
  const { cmv, runsai, msds, somevepa, clinic, ...required } = values;
  const account = {
    ...required,
    ...(cmv ? { cmv } : {}),
    ...(runsai ? { runsai } : {}),
    ...(msds ? { msds } : {}),
    ...(somevepa ? { somevepa } : {}),
  };
  if (invitation) return { ...account, email: invitation.email, invitation: invitation.token };
  const { rif, ...clinicRequired } = clinic;
  return { ...account, clinic: { ...clinicRequired, ...(rif ? { rif } : {}) } };
}

export function RegisterForm({ invitation }: { invitation?: SignUpInvitation }) {
  const navigate = useNavigate();
  const [createAccount, { isLoading }] = useCreateAccountMutation();
  // Without the clinic's section its fields are not checked (they are not sent either).
  const cmvRequired = !invitation || cmvRequiredFor(invitation.role);
  const resolver = (
    invitation ? yupResolver(withCmv(invitedRegisterSchema, cmvRequired)) : yupResolver(registerSchema)
  ) as Resolver<RegisterValues>;
  const { control, handleSubmit, setError } = useForm<RegisterValues>({
    resolver,
    defaultValues: { ...EMPTY, email: invitation?.email ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await createAccount(payloadOf(values, invitation)).unwrap();
      toast.success(answer.msg || MSG.registered);
      navigate(paths.confirmAccount, { state: { email: invitation?.email ?? values.email } });
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      toast.error(errorMessage(error, MSG.registerFailed));
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      submitLabel={isLoading ? 'Creando cuenta...' : 'Crear cuenta'}
      busy={isLoading}
    >
      <VetFields control={control as unknown as Control<VetProfileForm>} cmvRequired={cmvRequired} />
      {!invitation && <ClinicFields control={control as unknown as Control<{ clinic: ClinicFieldValues }>} />}
      <EmailField control={control} readOnly={invitation !== undefined} />
      <FormField control={control} name="password" label="Password" required extra={MSG.newPasswordHint}>
        {(field) => <Input.Password {...field} autoComplete="new-password" />}
      </FormField>
      <FormField control={control} name="confirmPassword" label="Confirmar password" required>
        {(field) => <Input.Password {...field} autoComplete="new-password" />}
      </FormField>
    </AuthForm>
  );
}
