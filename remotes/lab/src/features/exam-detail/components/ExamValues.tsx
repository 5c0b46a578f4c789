// The exam's four values and its differential, each judged against the vet's ranges for the
// species (absolute counts for the cell types, docs/product/lab.md#units). Without a range a row is not
// judged.
import { formatNumber } from '@vet/shared-ui';
import { inTableUnit, LAB_VALUES } from '@vet/shared-ui/labValues';
import type { LabExam, Range, SpeciesRanges } from '../../../api/types';
import { CELL_TYPES } from '../../exams/examFields';
import { absoluteCount, classify, percentage, type RangeStatus } from '../../exams/referenceRanges';
import { RangeStatusTag } from './RangeStatusTag';

/** The last two columns of a judged row: the reference interval and the verdict ("—" without a range). */
function ReferenceCells({ range, status }: { range?: Range; status?: RangeStatus }) {
  return (
    <>
      <td className="lab-num">{range ? `${formatNumber(range.min)} – ${formatNumber(range.max)}` : '—'}</td>
      <td>{status ? <RangeStatusTag status={status} /> : '—'}</td>
    </>
  );
}

export function ExamValues({ exam, ranges }: { exam: LabExam; ranges?: SpeciesRanges }) {
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach what it hides.
    <div className="lab-table-wrap" tabIndex={0} role="region" aria-label="Resultados">
      <table className="lab-table" aria-label="Resultados">
        <thead>
          <tr>
            <th>Parámetro</th>
            <th className="lab-num">Resultado</th>
            <th className="lab-num">Referencia</th>
            <th>Estado</th>
          </tr>
        </thead>
        <tbody>
          {LAB_VALUES.map((field) => {
            const value = inTableUnit(field.key, exam[field.key]);
            const range = ranges?.[field.key];
            const status = range && classify(value, range);
            return (
              <tr
                key={field.key}
                data-testid={`row-${field.key}`}
                className={`lab-row--${status ?? 'normal'}`}
              >
                <th scope="row">{field.label}</th>
                <td className="lab-num">
                  {formatNumber(value)} {field.unit}
                </td>
                <ReferenceCells range={range} status={status} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function DifferentialTable({ exam, ranges }: { exam: LabExam; ranges?: SpeciesRanges }) {
  return (
    <div className="lab-table-wrap" tabIndex={0} role="region" aria-label="Conteo diferencial">
      <table className="lab-table" aria-label="Conteo diferencial">
        <thead>
          <tr>
            <th>Célula</th>
            <th className="lab-num">Conteo</th>
            <th className="lab-num">%</th>
            <th className="lab-num">Absoluto (×10³/µL)</th>
            <th className="lab-num">Referencia</th>
            <th>Estado</th>
          </tr>
        </thead>
        <tbody>
          {CELL_TYPES.map((cell) => {
            const count = exam.differentialCount[cell.key];
            const absolute = absoluteCount(count, exam.totalCells, exam.whiteBloodCells);
            const range = ranges?.[cell.key];
            const status = range && classify(absolute, range);
            return (
              <tr key={cell.key} data-testid={`row-${cell.key}`} className={`lab-row--${status ?? 'normal'}`}>
                <th scope="row">{cell.label}</th>
                <td className="lab-num">{count}</td>
                <td className="lab-num">{formatNumber(percentage(count, exam.totalCells), 1)}</td>
                <td className="lab-num">{formatNumber(absolute)}</td>
                <ReferenceCells range={range} status={status} />
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="lab-num">{exam.totalCells}</td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
