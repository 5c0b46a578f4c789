// /auth/confirm-account: the 6-digit code from the e-mail; success goes to the login.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@vet/shared-ui';
import { useConfirmAccountMutation } from './api/confirmAccountEndpoints';
import { AuthCard } from '../../components/AuthCard';
import { TokenForm } from '../../components/TokenForm';

export default function ConfirmAccountPage() {
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [confirm, { isLoading }] = useConfirmAccountMutation();

  const onSubmit = async ({ token }: { token: string }) => {
    try {
      const answer = await confirm(email ? { token, email } : { token }).unwrap();
      toast.success(answer.msg || 'Cuenta confirmada');
      navigate('/auth/login');
    } catch (error) {
      toast.error(errorMessage(error, 'No se pudo confirmar la cuenta'));
    }
  };

  return (
    <AuthCard
      title="Confirma tu cuenta"
      intro={
        email ? `Escribe el código que enviamos a ${email}.` : 'Escribe el código que enviamos a tu e-mail.'
      }
      footer={<Link to="/auth/request-new-token">¿No recibiste el código? Solicitar uno nuevo</Link>}
    >
      <TokenForm
        hint="El código expira en 10 minutos."
        submitLabel="Confirmar cuenta"
        busy={isLoading}
        onSubmit={onSubmit}
      />
    </AuthCard>
  );
}
