// Who created a record and who last changed it, under its title
// (docs/product/common.md#who-created-and-changed-a-record): «Creado por Ana Pérez el 12/03/2026 ·
// Modificado por Carla Ruiz el 14/03/2026». A half nobody is on record for is left out; a record its
// author never edited says only who created it. Whoever reads the clinic's activity (audit.read) also
// gets «Ver actividad», that record's entries on «Actividad».
import { Link } from 'react-router-dom';
import { paths } from '../contract/paths';
import { formatDate } from '../format/date';
import { useCan } from '../permission/usePermission';
import './page.css';

/** The fields of a record's detail (GET of one owner, pet, exam or grooming service) the line reads. */
export interface AuthoredRecord {
  _id: string;
  /** The person's name, without a title; '' when nobody is on record (absent from an API before the log). */
  createdBy?: string;
  updatedBy?: string;
  createdAt?: string;
  updatedAt?: string;
}

const on = (text: string, at: string | undefined) => {
  const day = formatDate(at);
  return day ? `${text} el ${day}` : text;
};

/** The line's words: '' when nobody is on record. */
export function recordAuthorsText({ createdBy, updatedBy, createdAt, updatedAt }: AuthoredRecord): string {
  const neverEdited = createdBy === updatedBy && createdAt === updatedAt;
  const halves: string[] = [];
  if (createdBy) halves.push(on(`Creado por ${createdBy}`, createdAt));
  if (updatedBy && !neverEdited) halves.push(on(`Modificado por ${updatedBy}`, updatedAt));
  return halves.join(' · ');
}

/** The activity screen opened for one record (its «Ver la actividad de este registro» filter ticked). */
export const recordActivityUrl = (recordId: string) =>
  `${paths.activity}?${new URLSearchParams({ record: recordId })}`;

export function RecordAuthors({ record }: { record: AuthoredRecord }) {
  const readsActivity = useCan('audit.read');
  const text = recordAuthorsText(record);
  if (!text && !readsActivity) return null;
  return (
    <p className="vet-record-authors">
      {text}
      {readsActivity && (
        <>
          {text && ' · '}
          <Link to={recordActivityUrl(record._id)}>Ver actividad</Link>
        </>
      )}
    </p>
  );
}
