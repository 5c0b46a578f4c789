// A value outside its normal range, said in words with an arrow, drawn amber: never by colour alone
// (docs/product/clinical.md#the-consultation).
import type { Direction } from './measures';
import './consultations.css';

export function RangeFlag({ direction, id }: { direction: Direction; id?: string }) {
  return (
    <span id={id} className="clinical-flag">
      <span aria-hidden="true">{direction === 'high' ? '↑ ' : '↓ '}</span>
      {direction === 'high' ? 'Alto' : 'Bajo'}
    </span>
  );
}
