// The pieces of one activity entry that the table and the cards both show: who, what kind of record and
// which, and an edit's changed fields, one a line («Nombre: Juan Pérez → Juan P. Rojas»).
import type { ActivityEntry } from '../../../api/types';
import { MSG } from '../../../messages';
import { ACTION_LABELS, KIND_LABELS, changeLines, summaryText } from '../activityText';
import { useMemberNames } from '../hooks/useMemberNames';

/** An appointment confirmed or cancelled by its owner through the reminder's mailed link: the only change
 *  to an appointment the API records without a person (api/src/reminders/owner-answer.ts; the database's
 *  triggers log a member's writes only). */
const answeredByOwner = (entry: ActivityEntry) =>
  entry.actor === null && entry.recordKind === 'appointment' && entry.action === 'update';

/** The member's name; «El propietario» for an owner's answer; «Sin persona registrada» otherwise. */
export const actorName = (entry: ActivityEntry) =>
  entry.actor?.name || (answeredByOwner(entry) ? MSG.owner : MSG.nobody);

/** «Modificó», or the action as the API names it when this screen does not know it yet. */
export const actionLabel = (entry: ActivityEntry) => ACTION_LABELS[entry.action] ?? entry.action;

export const kindLabel = (entry: ActivityEntry) => KIND_LABELS[entry.recordKind] ?? entry.recordKind;

/** «Propietario» over «Juan Pérez». */
export function RecordCell({ entry }: { entry: ActivityEntry }) {
  const summary = summaryText(entry);
  return (
    <>
      <span className="clinic-activity__kind">{kindLabel(entry)}</span>
      {summary && <span className="clinic-activity__summary">{summary}</span>}
    </>
  );
}

export function ChangeList({ entry }: { entry: ActivityEntry }) {
  const lines = changeLines(entry, useMemberNames());
  if (lines.length === 0) return null;
  return (
    <ul className="clinic-activity__changes" aria-label="Cambios">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
