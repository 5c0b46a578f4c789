// One titled part of a consultation, on its form and its detail alike: a framed box whose title is a
// heading under the page's, so a screen reader can jump between «Examen físico», «Tratamiento»…
import type { ReactNode } from 'react';
import { Panel } from '@vet/shared-ui/panel';
import '../features/consultations/consultations.css';

export function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel title={<h2 className="clinical-section-title">{title}</h2>} extra={extra}>
      {children}
    </Panel>
  );
}
