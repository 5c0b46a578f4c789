// The top of every owners screen: a back link, the title and the screen's main actions, which
// wrap under the title on a phone. A plain h1, not antd Typography: the list route stays within its
// bundle budget (issue #9).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './owners.css';

export function PageHeader({
  title,
  back,
  actions,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <header className="owners-header">
      <div className="owners-header__text">
        {back && (
          <Link to={back.to} className="owners-header__back">
            ← {back.label}
          </Link>
        )}
        <h1 className="owners-header__title">{title}</h1>
      </div>
      {actions && <div className="owners-header__actions">{actions}</div>}
    </header>
  );
}
