// «Receta» on the detail: one row per drug, its dose in es-ES numbers with its unit, and how long
// («Hasta nuevo aviso» without a duration).
import { formatNumber } from '@vet/shared-ui';
import type { Prescription } from '../../../api/types';
import { MSG } from '../../../messages';

export function PrescriptionTable({ prescriptions }: { prescriptions: Prescription[] }) {
  if (prescriptions.length === 0) return <p className="clinical-muted">{MSG.noPrescriptions}</p>;
  return (
    // On a phone the table scrolls sideways: a named region the keyboard reaches.
    <div className="clinical-table-wrap" role="region" aria-label="Receta" tabIndex={0}>
      <table className="clinical-table">
        <caption className="clinical-visually-hidden">Receta</caption>
        <thead>
          <tr>
            <th scope="col">Medicamento</th>
            <th scope="col">Dosis</th>
            <th scope="col">Vía</th>
            <th scope="col">Frecuencia</th>
            <th scope="col">Duración</th>
          </tr>
        </thead>
        <tbody>
          {prescriptions.map((item, index) => (
            <tr key={index}>
              <td>{item.drug}</td>
              <td>{`${formatNumber(item.dose, 3)} ${item.unit}`}</td>
              <td>{item.route}</td>
              <td>{item.frequency}</td>
              <td>{item.durationDays === null ? MSG.untilFurtherNotice : MSG.days(item.durationDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
