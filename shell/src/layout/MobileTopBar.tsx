// Small screens (<1024 px; shown by layout.css): the logo, then the clinic's name over the vet's, each cut
// with an ellipsis when the screen is too narrow for it. The logo's link is named after its visible text
// first, then where it goes (WCAG 2.5.3, label in name). For a person in several clinics the clinic's name
// opens the clinic switcher (TopBarClinic).
import { Link } from 'react-router-dom';
import { Logo, vetDisplayName, type CurrentUser } from '@vet/shared-ui';
import { TopBarClinic } from './TopBarClinic';

export function MobileTopBar({ user }: { user: CurrentUser }) {
  return (
    <header className="shell-topbar">
      <Link to="/" className="shell-topbar__home" aria-label="VetClinic: ir al inicio">
        <Logo size="sm" showName headingLevel={2} />
      </Link>
      <div className="shell-topbar__who">
        <TopBarClinic user={user} />
        <span className="shell-topbar__user">{vetDisplayName(user)}</span>
      </div>
    </header>
  );
}
