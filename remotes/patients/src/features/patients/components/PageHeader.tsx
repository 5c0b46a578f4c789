// Title (the page's h1), an optional line under it and the page's actions, stacked on phones. Plain
// elements, not antd Typography: the list route stays within its bundle budget (issue #9).
import type { ReactNode } from 'react';
import './pageHeader.css';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="patients-header">
      <div className="patients-header__text">
        <h1 className="patients-header__title">{title}</h1>
        {subtitle && <div className="patients-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="patients-header__actions">{actions}</div>}
    </header>
  );
}
