// A link that does not open (docs/product/clinic.md#invitations): the server's reason («La invitación
// venció. Pide al administrador que te envíe una nueva.»…) and the ways on: signing in, signing up, and
// «Reintentar» when no answer came or the server failed.
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { AuthCard } from '../../../components/AuthCard';
import { MSG } from '../../../messages';

export function InvitationRefusal({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const status = errorStatus(error);
  // 404 and 410 are the link's own refusals: another try gives the same answer.
  const refused = status === 404 || status === 410;
  return (
    <AuthCard
      title={refused ? MSG.invitationUnavailable : MSG.invitationLoadFailed}
      footer={
        <>
          <Link to={paths.login}>Iniciar sesión</Link>
          <Link to={paths.register}>¿No tienes cuenta? Regístrate</Link>
        </>
      }
    >
      <div role="alert" className="auth-invitation__refusal">
        <p>{errorMessage(error, MSG.invitationTryAgain)}</p>
      </div>
      {!refused && (
        <Button type="primary" block onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      )}
    </AuthCard>
  );
}
