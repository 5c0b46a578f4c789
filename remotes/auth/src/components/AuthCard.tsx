// The frame of every auth screen: the brand logo, a title, the form, links below. No main layout.
// Plain elements, not antd's Card and Typography: those pull Tabs, Menu and Tooltip into the login
// screen's first load (issue #9's budget).
import type { ReactNode } from 'react';
import { Logo } from '@vet/shared-ui';
import './authCard.css';

export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Long forms (registration) get a wider card on large screens. */
  wide?: boolean;
}) {
  return (
    <main className="auth-page">
      <div className={wide ? 'auth-page__inner auth-page__inner--wide' : 'auth-page__inner'}>
        <Logo
          size="lg"
          layout="vertical"
          showName
          showSubtitle
          headingLevel={2}
          className="auth-page__logo"
        />
        <section className="auth-page__card">
          <h1 className="auth-page__title">{title}</h1>
          {intro && <p className="auth-page__intro">{intro}</p>}
          {children}
        </section>
        {footer && <nav className="auth-page__links">{footer}</nav>}
      </div>
    </main>
  );
}
