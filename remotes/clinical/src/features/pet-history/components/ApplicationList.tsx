// Every vaccine and deworming the pet received, newest applied first (the API's order): the product and
// its kind, the day applied, the next dose, the lot, who applied it and the notes; «Editar» and «Eliminar»
// for whoever records them (preventive.write), disabled with why for anyone else.
import { formatDate } from '@vet/shared-ui';
import { PermittedButton } from '@vet/shared-ui/permission';
import type { Preventive } from '../../../api/types';
import { PREVENTIVE_KIND_LABELS } from '@vet/shared-ui';
import { MSG } from '../../../messages';

const NONE = MSG.notTaken;

export function ApplicationList({
  preventives,
  onEdit,
  onDelete,
}: {
  preventives: readonly Preventive[];
  onEdit: (preventive: Preventive) => void;
  onDelete: (preventive: Preventive) => void;
}) {
  return (
    <ul className="clinical-applications" aria-label={MSG.applicationsTitle}>
      {preventives.map((preventive) => {
        // Each row's buttons say which application they act on.
        const which = `${preventive.product} del ${formatDate(preventive.appliedOn)}`;
        return (
          <li key={preventive._id} className="clinical-application">
            <div className="clinical-application__head">
              <span className="clinical-application__product clinical-clip">{preventive.product}</span>
              <span className="clinical-application__kind">{PREVENTIVE_KIND_LABELS[preventive.kind]}</span>
            </div>
            <dl className="clinical-application__facts">
              <div>
                <dt>Aplicada</dt>
                <dd>{formatDate(preventive.appliedOn)}</dd>
              </div>
              <div>
                <dt>Próxima</dt>
                <dd>{preventive.nextDue ? formatDate(preventive.nextDue) : NONE}</dd>
              </div>
              <div>
                <dt>Lote</dt>
                <dd className="clinical-clip">{preventive.lot || NONE}</dd>
              </div>
              <div>
                <dt>Aplicó</dt>
                <dd>{preventive.appliedBy?.name ?? NONE}</dd>
              </div>
            </dl>
            {preventive.notes && <p className="clinical-text clinical-muted">{preventive.notes}</p>}
            <div className="clinical-application__actions">
              <PermittedButton
                permission="preventive.write"
                size="small"
                aria-label={`Editar ${which}`}
                onClick={() => onEdit(preventive)}
              >
                Editar
              </PermittedButton>
              <PermittedButton
                permission="preventive.write"
                size="small"
                danger
                aria-label={`Eliminar ${which}`}
                onClick={() => onDelete(preventive)}
              >
                Eliminar
              </PermittedButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
