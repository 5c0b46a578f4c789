// A screen under a mount whose permission the member's role lacks (docs/product/dashboard-and-layout.md
// #a-section-the-role-may-not-see): said plainly, with the role, instead of a screen whose every call the
// server would refuse. The remote is not even loaded.
import { Link } from 'react-router-dom';
import { StatusPage, roleLabel, type Role } from '@vet/shared-ui';

export function NoPermissionPage({ role }: { role?: Role }) {
  const yourRole = role ? ` Tu rol en la clínica es ${roleLabel(role)}.` : '';
  return (
    <StatusPage
      tone="warning"
      title="Esta sección no está disponible para tu rol"
      message={`No tienes permiso para ver esta sección.${yourRole}`}
      action={<Link to="/">Ir a Inicio</Link>}
    />
  );
}
