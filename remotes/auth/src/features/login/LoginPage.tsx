// /auth/login (docs/product/accounts.md#sign-in): e-mail and password; success stores the token and goes
// to "/".
import { Input } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, setToken, toast } from '@vet/shared-ui';
import { FormField } from '@vet/shared-ui/form';
import { paths } from '@vet/shared-ui/contract';
import { useLoginMutation } from './api/loginEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { loginSchema, type LoginForm } from './loginSchema';
import { MSG } from '../../messages';
import { AuthForm, EmailField } from '../../components/AuthForm';

export default function LoginPage() {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token } = await login(values).unwrap();
      // The shell's current-user lookup is keyed by the token: storing it starts the lookup.
      setToken(token);
      navigate(paths.home, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MSG.loginFailed));
    }
  });

  return (
    <AuthCard
      title={MSG.loginTitle}
      footer={
        <>
          <Link to={paths.forgotPassword}>¿Olvidaste tu contraseña?</Link>
          <Link to={paths.register}>¿No tienes cuenta? Regístrate</Link>
        </>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        submitLabel={isLoading ? 'Iniciando sesión...' : 'Iniciar sesión'}
        busy={isLoading}
      >
        <EmailField control={control} />
        <FormField control={control} name="password" label="Password" required>
          {(field) => (
            <Input.Password {...field} autoComplete="current-password" placeholder="Tu contraseña" />
          )}
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
