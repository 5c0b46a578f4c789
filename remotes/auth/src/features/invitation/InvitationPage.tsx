// /auth/invitation/:token (docs/product/clinic.md#invitations), the link an invitation mails; no session
// needed. It says which clinic invites, with which role, to which address. That address's account
// accepts with its password; without one, the person signs up from here (no clinic of their own) and
// joins when the mailed code confirms the account.
import { Link, useParams } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { Loading } from '@vet/shared-ui/page';
import { useGetInvitationQuery } from './api/invitationEndpoints';
import { AcceptInvitationForm } from './components/AcceptInvitationForm';
import { InvitationDetails } from './components/InvitationDetails';
import { InvitationRefusal } from './components/InvitationRefusal';
import { RegisterForm } from '../register/RegisterForm';
import { AuthCard } from '../../components/AuthCard';
import { MSG } from '../../messages';
import './invitation.css';

export default function InvitationPage() {
  const { token = '' } = useParams();
  const { data: invitation, error, isLoading, isFetching, refetch } = useGetInvitationQuery(token);

  if (isLoading) {
    return (
      <AuthCard title={MSG.invitationHeading}>
        <Loading label={MSG.invitationLoading} />
      </AuthCard>
    );
  }
  if (error || !invitation) {
    return <InvitationRefusal error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }

  const { hasAccount } = invitation;
  return (
    <AuthCard
      wide={!hasAccount}
      title={MSG.invitationTitle(invitation.clinic.name)}
      footer={
        hasAccount ? (
          <Link to={paths.forgotPassword}>¿Olvidaste tu contraseña?</Link>
        ) : (
          <Link to={paths.login}>¿Ya tienes cuenta? Inicia sesión</Link>
        )
      }
    >
      <InvitationDetails invitation={invitation} />
      <p className="auth-page__intro">
        {hasAccount ? MSG.invitationAcceptIntro : MSG.invitationRegisterIntro}
      </p>
      {hasAccount ? (
        <AcceptInvitationForm token={token} invitation={invitation} onInvitationGone={() => void refetch()} />
      ) : (
        <RegisterForm invitation={{ token, email: invitation.email, role: invitation.role }} />
      )}
    </AuthCard>
  );
}
