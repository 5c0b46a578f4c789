// The frame of every auth screen: the brand logo, a title, the form, links below. No main layout.
import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Logo } from '@vet/shared-ui';
import './authCard.css';

export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-page__inner">
        <Logo size="lg" layout="vertical" showName showSubtitle headingLevel={2} className="auth-page__logo" />
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
