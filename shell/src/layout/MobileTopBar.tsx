// Small screens (<1024 px; shown by layout.css): the logo and the vet's name. The logo's link is named
// after its visible text first, then where it goes (WCAG 2.5.3, label in name).
import { Link } from 'react-router-dom';
import { Logo, vetDisplayName, type CurrentUser } from '@vet/shared-ui';

export function MobileTopBar({ user }: { user: CurrentUser }) {
  return (
    <header className="shell-topbar">
      <Link to="/" className="shell-topbar__home" aria-label="VetClinic: ir al inicio">
        <Logo size="sm" showName headingLevel={2} />
      </Link>
      <span className="shell-topbar__user">{vetDisplayName(user)}</span>
    </header>
  );
}
