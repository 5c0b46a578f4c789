// A consultation's facts as label and value pairs; a value not taken reads «—».
import type { ReactNode } from 'react';
import { MSG } from '../../../messages';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Long texts keep their line breaks. */
  text?: boolean;
}

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="clinical-facts">
      {facts.map(({ label, value, text }) => (
        <div key={label} className="clinical-facts__row">
          <dt>{label}</dt>
          <dd className={text ? 'clinical-text' : undefined}>
            {value === '' || value === null || value === undefined ? MSG.notTaken : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
