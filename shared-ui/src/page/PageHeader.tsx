// The top of every screen: an optional back link, the title (the page's one h1), an optional line
// under it and the screen's main actions, which wrap under the title on a phone. One heading scale
// for every remote. Plain elements, not antd Typography: list routes stay within their budgets.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './page.css';

export interface PageHeaderProps {
  title: ReactNode;
  back?: { to: string; label: string };
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, back, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="vet-page-header">
      <div className="vet-page-header__text">
        {back && (
          <Link to={back.to} className="vet-page-header__back">
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        )}
        <h1 className="vet-page-header__title">{title}</h1>
        {subtitle && <div className="vet-page-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="vet-page-header__actions">{actions}</div>}
    </header>
  );
}
