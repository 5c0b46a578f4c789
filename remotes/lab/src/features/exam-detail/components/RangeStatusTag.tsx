// High and low told apart by colour, arrow and word, never by colour alone.
import type { RangeStatus } from '../../exams/referenceRanges';

export function RangeStatusTag({ status }: { status: RangeStatus }) {
  if (status === 'normal') return <span className="lab-status--normal">Normal</span>;
  return (
    <span className={`lab-status--${status}`}>
      <span aria-hidden="true">{status === 'high' ? '↑ ' : '↓ '}</span>
      {status === 'high' ? 'Alto' : 'Bajo'}
    </span>
  );
}
