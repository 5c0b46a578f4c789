// Title (the page's h1), an optional line under it and the page's actions, stacked on phones.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
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
        <Typography.Title level={1} className="patients-header__title">
          {title}
        </Typography.Title>
        {subtitle && <div className="patients-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="patients-header__actions">{actions}</div>}
    </header>
  );
}
