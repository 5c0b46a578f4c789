// /auth/request-new-token: a new confirmation code by e-mail.
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useRequestNewTokenMutation } from './api/requestNewTokenEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { EmailRequestForm } from '../../components/EmailRequestForm';
import { showRequestErrors } from '../../components/showRequestErrors';
import { MSG } from '../../messages';

export default function RequestNewTokenPage() {
  const navigate = useNavigate();
  const [requestNewToken, { isLoading }] = useRequestNewTokenMutation();

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      const answer = await requestNewToken({ email }).unwrap();
      toast.success(answer.msg || MSG.newCodeSent);
      navigate(paths.confirmAccount, { state: { email } });
    } catch (error) {
      showRequestErrors(error, MSG.newCodeFailed);
    }
  };

  return (
    <AuthCard
      title={MSG.newCodeTitle}
      intro={MSG.newCodeIntro}
      footer={
        <>
          <Link to={paths.login}>¿Ya tienes cuenta? Inicia sesión</Link>
          <Link to={paths.register}>¿No tienes cuenta? Regístrate</Link>
        </>
      }
    >
      <EmailRequestForm submitLabel="Enviar código" busy={isLoading} onSubmit={onSubmit} />
    </AuthCard>
  );
}
