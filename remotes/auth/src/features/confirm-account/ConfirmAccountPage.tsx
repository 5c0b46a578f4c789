// /auth/confirm-account: the 6-digit code from the e-mail; success goes to the login.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useConfirmAccountMutation } from './api/confirmAccountEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { TokenForm } from '../../components/TokenForm';
import { MSG } from '../../messages';

export default function ConfirmAccountPage() {
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [confirm, { isLoading }] = useConfirmAccountMutation();

  const onSubmit = async ({ token }: { token: string }) => {
    try {
      const answer = await confirm(email ? { token, email } : { token }).unwrap();
      toast.success(answer.msg || MSG.confirmed);
      navigate(paths.login);
    } catch (error) {
      toast.error(errorMessage(error, MSG.confirmFailed));
    }
  };

  return (
    <AuthCard
      title={MSG.confirmTitle}
      intro={MSG.confirmIntro(email)}
      footer={<Link to={paths.requestNewToken}>¿No recibiste el código? Solicitar uno nuevo</Link>}
    >
      <TokenForm
        hint={MSG.confirmCodeHint}
        submitLabel="Confirmar cuenta"
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
