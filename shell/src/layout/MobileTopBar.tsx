// Small screens (<1024 px; shown by layout.css): the logo and the vet's name.
import { Link } from 'react-router-dom';
import { Logo, vetDisplayName, type CurrentUser } from '@vet/shared-ui';

export function MobileTopBar({ user }: { user: CurrentUser }) {
  return (
    <header className="shell-topbar">
      <Link to="/" className="shell-topbar__home" aria-label="Inicio">
        <Logo size="sm" showName headingLevel={2} />
      </Link>
      <span className="shell-topbar__user">{vetDisplayName(user)}</span>
    </header>
  );
}
