// A full-page status message (not found, error, module down, under construction): an icon, a title,
// a sentence and an action. Plain HTML and CSS rather than antd's Result, whose illustrations would
// weigh on the login screen (the shell's error pages are in its first bundle).
import type { ReactNode } from 'react';
import './statusPage.css';

export type StatusTone = 'info' | 'warning' | 'error';

const SYMBOL: Record<StatusTone, string> = { info: 'i', warning: '!', error: '×' };

export function StatusPage({
  tone,
  title,
  message,
  action,
  headingLevel = 1,
}: {
  tone: StatusTone;
  title: string;
  message?: string;
  action?: ReactNode;
  /** 2 when the status is a part of a page that has its own title. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={`vet-status vet-status--${tone}`}>
      <span className="vet-status__icon" aria-hidden="true">
        {SYMBOL[tone]}
      </span>
      <Heading className="vet-status__title">{title}</Heading>
      {message && <p className="vet-status__message">{message}</p>}
      {action && <div className="vet-status__action">{action}</div>}
    </section>
  );
}
