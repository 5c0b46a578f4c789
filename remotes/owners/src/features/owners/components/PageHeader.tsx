// The top of every owners screen: a back link, the title and the screen's main actions, which
// wrap under the title on a phone.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
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
        <Typography.Title level={1} className="owners-header__title">
          {title}
        </Typography.Title>
      </div>
      {actions && <div className="owners-header__actions">{actions}</div>}
    </header>
  );
}
