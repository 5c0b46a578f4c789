// /auth/register (docs/product/accounts.md#create-an-account): the vet's fields, the clinic's, the
// account's e-mail and password; success goes to /auth/confirm-account.
import { Input } from 'antd';
import { useForm, type Control } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, toast, applyServerErrors } from '@vet/shared-ui';
import { FormField, type ClinicFieldValues } from '@vet/shared-ui/form';
import { paths } from '@vet/shared-ui/contract';
import { useCreateAccountMutation } from './api/registerEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { VetFields } from '../../components/VetFields';
import type { VetProfileForm } from '../../components/vetProfileSchema';
import { ClinicFields } from '../../components/ClinicFields';
import { registerSchema, type RegisterForm } from './registerSchema';
import { MSG } from '../../messages';
import { AuthForm, EmailField } from '../../components/AuthForm';

const EMPTY: RegisterForm = {
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

/** Optional numbers left blank are not sent: the vet's professional ones, the clinic's RIF. */
function withoutBlanks(values: RegisterForm) {
  const { runsai, msds, somevepa, clinic, ...required } = values;
  const { rif, ...clinicRequired } = clinic;
  return {
    ...required,
    ...(runsai ? { runsai } : {}),
    ...(msds ? { msds } : {}),
    ...(somevepa ? { somevepa } : {}),
    clinic: { ...clinicRequired, ...(rif ? { rif } : {}) },
  };
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [createAccount, { isLoading }] = useCreateAccountMutation();
  const { control, handleSubmit, setError } = useForm<RegisterForm>({
    resolver: yupResolver(registerSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await createAccount(withoutBlanks(values)).unwrap();
      toast.success(answer.msg || MSG.registered);
      navigate(paths.confirmAccount, { state: { email: values.email } });
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      toast.error(errorMessage(error, MSG.registerFailed));
    }
  });

  return (
    <AuthCard
      wide
      title={MSG.registerTitle}
      intro={MSG.registerIntro}
      footer={<Link to={paths.login}>¿Ya tienes cuenta? Inicia sesión</Link>}
    >
      <AuthForm
        onSubmit={onSubmit}
        submitLabel={isLoading ? 'Creando cuenta...' : 'Crear cuenta'}
        busy={isLoading}
      >
        <VetFields control={control as unknown as Control<VetProfileForm>} />
        <ClinicFields control={control as unknown as Control<{ clinic: ClinicFieldValues }>} />
        <EmailField control={control} />
        <FormField control={control} name="password" label="Password" required extra={MSG.newPasswordHint}>
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="confirmPassword" label="Confirmar password" required>
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
