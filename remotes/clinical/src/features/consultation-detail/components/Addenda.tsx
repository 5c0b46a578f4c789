// «Notas de seguimiento»: what was added to the consultation after it, oldest first, each dated and signed
// by whoever wrote it (name and CMV), never edited; and, for whoever writes consultations, the form that
// adds one, locked consultation or not (docs/product/clinical.md#locking-and-addenda).
import { formatDateTime } from '@vet/shared-ui';
import { Allowed } from '@vet/shared-ui/permission';
import type { Consultation } from '../../../api/types';
import { Section } from '../../../components/Section';
import { MSG } from '../../../messages';
import { AddendumForm } from './AddendumForm';

export function Addenda({ consultation }: { consultation: Consultation }) {
  const { addenda } = consultation;
  return (
    <Section title={MSG.addendaTitle}>
      {addenda.length === 0 ? (
        <p className="clinical-muted">{MSG.noAddenda}</p>
      ) : (
        <ol className="clinical-addenda">
          {addenda.map((addendum) => (
            <li key={addendum._id} className="clinical-addendum">
              <div className="clinical-muted">{formatDateTime(addendum.createdAt)}</div>
              <p className="clinical-text">{addendum.text}</p>
              <div className="clinical-addendum__signature">{MSG.signedBy(addendum.author)}</div>
            </li>
          ))}
        </ol>
      )}
      <Allowed permission="clinical.write">
        <AddendumForm consultationId={consultation._id} />
      </Allowed>
    </Section>
  );
}
