// The frame of every auth screen: the brand logo, a title, the form, links below. No main layout.
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
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
        <Card className="auth-page__card">
          <Typography.Title level={1} className="auth-page__title">
            {title}
          </Typography.Title>
          {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
          {children}
        </Card>
        {footer && <nav className="auth-page__links">{footer}</nav>}
      </div>
    </main>
  );
}
