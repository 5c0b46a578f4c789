// /auth/forgot-password: instructions (a reset code) by e-mail, then the new-password screen.
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useForgotPasswordMutation } from './api/forgotPasswordEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { EmailRequestForm } from '../../components/EmailRequestForm';
import { showRequestErrors } from '../../components/showRequestErrors';
import { MSG } from '../../messages';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      const answer = await forgotPassword({ email }).unwrap();
      toast.success(answer.msg || MSG.instructionsSent);
      navigate(paths.newPassword, { state: { email } });
    } catch (error) {
      showRequestErrors(error, MSG.instructionsFailed);
    }
  };

  return (
    <AuthCard
      title={MSG.forgotTitle}
      intro={MSG.forgotIntro}
      footer={
        <>
          <Link to={paths.login}>¿Recordaste tu contraseña? Inicia sesión</Link>
          <Link to={paths.register}>¿No tienes cuenta? Regístrate</Link>
        </>
      }
    >
      <EmailRequestForm submitLabel="Enviar instrucciones" busy={isLoading} onSubmit={onSubmit} />
    </AuthCard>
  );
}
