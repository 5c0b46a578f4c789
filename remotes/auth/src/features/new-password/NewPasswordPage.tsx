// /auth/new-password: step 1 validates the 6-digit code, step 2 sets the new password.
import { useState } from 'react';
import { Steps } from 'antd';
import { useForm, type Control } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useUpdatePasswordMutation, useValidateTokenMutation } from './api/newPasswordEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { PasswordFields } from '../../components/PasswordFields';
import { newPasswordSchema, type NewPasswordForm } from '../../components/passwordSchema';
import { TokenForm } from '../../components/TokenForm';
import { MSG } from '../../messages';
import { AuthForm } from '../../components/AuthForm';

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [validatedToken, setValidatedToken] = useState<string | null>(null);
  const [validateToken, validation] = useValidateTokenMutation();
  const [updatePassword, update] = useUpdatePasswordMutation();
  const { control, handleSubmit, setError } = useForm<NewPasswordForm>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onToken = async ({ token }: { token: string }) => {
    try {
      const answer = await validateToken(email ? { token, email } : { token }).unwrap();
      toast.success(answer.msg || MSG.codeValid);
      setValidatedToken(token);
    } catch (error) {
      toast.error(errorMessage(error, MSG.codeInvalid));
    }
  };

  const onPassword = handleSubmit(async (values) => {
    if (!validatedToken) return;
    try {
      const answer = await updatePassword({ token: validatedToken, ...values }).unwrap();
      toast.success(answer.msg || MSG.passwordUpdated);
      navigate(paths.login);
    } catch (error) {
      // A password the server refuses (a common one) is said under the field, not only in a toast.
      applyServerErrors(error, ['password', 'confirmPassword'], setError);
      toast.error(errorMessage(error, MSG.passwordUpdateFailed));
    }
  });

  return (
    <AuthCard
      title={MSG.newPasswordTitle}
      intro={validatedToken ? MSG.newPasswordIntro : MSG.newPasswordCodeIntro}
      footer={
        <>
          <Link to={paths.forgotPassword}>Solicitar otro código</Link>
          <Link to={paths.login}>Volver a iniciar sesión</Link>
        </>
      }
    >
      <Steps
        size="small"
        current={validatedToken ? 1 : 0}
        items={[{ title: 'Código' }, { title: 'Contraseña' }]}
        style={{ marginBottom: 24 }}
      />
      {validatedToken ? (
        <AuthForm onSubmit={onPassword} submitLabel={'Guardar contraseña'} busy={update.isLoading}>
          <PasswordFields control={control as Control<NewPasswordForm>} />
        </AuthForm>
      ) : (
        <TokenForm
          hint={MSG.resetCodeHint}
          submitLabel="Validar código"
          busy={validation.isLoading}
          onSubmit={onToken}
        />
      )}
    </AuthCard>
  );
}
