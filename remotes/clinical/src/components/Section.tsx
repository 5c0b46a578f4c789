// One titled part of a consultation, on its form and its detail alike: a framed box whose title is a
// heading under the page's, so a screen reader can jump between «Examen físico», «Tratamiento»…
import { useId, type ReactNode } from 'react';
import { Panel } from '@vet/shared-ui/panel';
import '../features/consultations/consultations.css';

export function Section({
  title,
  extra,
  region = false,
  children,
}: {
  title: string;
  extra?: ReactNode;
  /** A landmark named by its title (a page's part a screen reader lists among its regions). */
  region?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Panel
      title={
        <h2 id={titleId} className="clinical-section-title">
          {title}
        </h2>
      }
      extra={extra}
      {...(region && { role: 'region', 'aria-labelledby': titleId })}
    >
      {children}
    </Panel>
  );
}
