// «Examen físico» on the detail: each measured value with its unit; a vital sign the server judged out of
// its range when the consultation was saved says so in words, with the range, and the values out of range
// are listed first (docs/product/clinical.md#the-consultation).
import { Alert } from 'antd';
import type { Consultation, OutOfRange } from '../../../api/types';
import { MSG } from '../../../messages';
import { RangeFlag } from '../../consultations/RangeFlag';
import { MEASURES, measureLabel, measureOf, measureText, rangeText } from '../../consultations/measures';
import { Facts, type Fact } from './Facts';

function outOfRangeLine(item: OutOfRange): string {
  const measure = measureOf(item.field);
  return MSG.outOfRangeItem(measure.name, measureText(measure, item.value), rangeText(measure, item));
}

export function ExamFacts({ consultation }: { consultation: Consultation }) {
  const judged = new Map(consultation.outOfRange.map((item) => [item.field as string, item]));
  const facts: Fact[] = MEASURES.map((measure) => {
    const value = consultation[measure.key];
    const out = judged.get(measure.key);
    return {
      label: measureLabel(measure),
      value:
        value === null ? null : (
          <>
            {measureText(measure, value)}
            {out && (
              <>
                <RangeFlag direction={out.direction} />{' '}
                <span className="clinical-muted">({MSG.normalRange(rangeText(measure, out))})</span>
              </>
            )}
          </>
        ),
    };
  });
  return (
    <>
      {consultation.outOfRange.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="clinical-out-of-range"
          title={MSG.outOfRange}
          description={
            <ul className="clinical-plain-list">
              {consultation.outOfRange.map((item) => (
                <li key={item.field}>{outOfRangeLine(item)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Facts
        facts={[
          ...facts,
          { label: 'Mucosas', value: consultation.mucousMembranes },
          { label: 'Hallazgos del examen físico', value: consultation.findings, text: true },
        ]}
      />
    </>
  );
}
