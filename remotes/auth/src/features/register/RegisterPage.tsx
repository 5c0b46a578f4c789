// /auth/register (docs/product/accounts.md#create-an-account): the sign-up form that founds a clinic.
import { Link } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { AuthCard } from '../../components/AuthCard';
import { MSG } from '../../messages';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  return (
    <AuthCard
      wide
      title={MSG.registerTitle}
      intro={MSG.registerIntro}
      footer={<Link to={paths.login}>¿Ya tienes cuenta? Inicia sesión</Link>}
    >
      <RegisterForm />
    </AuthCard>
  );
}
