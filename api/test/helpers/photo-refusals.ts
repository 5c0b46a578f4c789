import { get } from './http.js';
import { petFields, sendForm, type FilePart, type PatientsTestApp } from './patients.js';

/** What an upload may leave behind: photos rows (the photos themselves, migration 009) and pets. */
export async function uploadTraces(t: PatientsTestApp, token: string) {
  const { rows } = await t.db.query('SELECT hash FROM photos ORDER BY hash');
  return {
    rows,
    pets: (await get(t.app, '/api/patients', token)).body,
  };
}

export interface UploadTarget {
  token: string;
  ownerId: string;
  petId: string;
}

/** Both a new pet and a photo-only update refuse the files the same way, leaving no trace. */
export async function expectRefused(
  t: PatientsTestApp,
  { token, ownerId, petId }: UploadTarget,
  files: FilePart[],
  status: number,
  msg: string,
  fields = petFields(),
) {
  const before = await uploadTraces(t, token);
  const created = await sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, fields, files);
  expect({ status: created.status, msg: created.body.msg }).toEqual({ status, msg });
  const updated = await sendForm(t, 'PUT', `/api/patients/${petId}`, token, { version: 1 }, files);
  expect({ status: updated.status, msg: updated.body.msg }).toEqual({ status, msg });
  expect(await uploadTraces(t, token)).toEqual(before);
}
