import { documentFileName } from '../src/clinical/document-mail.js';
import { useTestApp, type TestApp } from './helpers/app.js';
import { documentOf, downloadBackup, packDocument, uploadBackup } from './helpers/backup.js';
import { newConsultation, vetWithPatient } from './helpers/clinical.js';
import { createService } from './helpers/grooming.js';
import { get, post, signUp } from './helpers/http.js';
import { clinicOfSession } from './helpers/members.js';
import { createPreventive, newPreventive } from './helpers/preventives.js';

const FUTURE = {
  status: 400,
  body: { errors: [{ field: 'appliedOn', msg: 'La fecha no puede ser futura' }] },
};

// Madrid moves to summer time (UTC+2) at 01:00 UTC on 29 March 2026 and back to UTC+1 at 01:00 UTC on
// 25 October 2026; Caracas is UTC−4 all year. At these instants the two (or Madrid and a fixed offset)
// name different days:
/** 00:30 on 30 March in Madrid (summer time; 23:30 on the 29th at UTC+1); 18:30 on the 29th in Caracas. */
const MARCH_30_MADRID = '2026-03-29T22:30:00.000Z';
/** 23:30 on 29 March in Madrid (summer time); 17:30 in Caracas. */
const MARCH_29_LATE_MADRID = '2026-03-29T21:30:00.000Z';

/**
 * Sets the test clock to `iso`. A test sets it before signing anyone in, then moves it by less than a
 * session's idle time (or back), so its sessions stay valid.
 */
function clockAt(t: TestApp, iso: string): void {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

/** Issue 27: every rule that counts days counts them in the session's clinic's time zone. */
describe('days in the clinic’s time zone', () => {
  const t = useTestApp();

  /** A founder with a pet, their clinic in `zone` (America/Caracas is every new clinic's). */
  async function clinicIn(zone: string) {
    const vet = await vetWithPatient(t);
    const clinicId = await clinicOfSession(t, vet.token);
    await t.db.query('UPDATE clinic_schedules SET time_zone = $2 WHERE clinic_id = $1', [clinicId, zone]);
    return { ...vet, clinicId };
  }

  const preventive = (
    vet: { token: string; vetId: string; patientId: string },
    fields: Record<string, unknown>,
  ) => post(t.app, `/api/patients/${vet.patientId}/preventives`, newPreventive(vet.vetId, fields), vet.token);

  it('«future» is after the clinic’s day: Madrid’s day starts six hours before Caracas’', async () => {
    clockAt(t, MARCH_29_LATE_MADRID);
    const madrid = await clinicIn('Europe/Madrid');
    const caracas = await clinicIn('America/Caracas');
    expect(await preventive(madrid, { appliedOn: '2026-03-30', nextDue: null })).toMatchObject(FUTURE);
    clockAt(t, MARCH_30_MADRID);
    // Summer time has begun: 30 March in Madrid (it would still be the 29th at UTC+1, and in Caracas).
    expect((await preventive(madrid, { appliedOn: '2026-03-30', nextDue: null })).status).toBe(201);
    expect(await preventive(madrid, { appliedOn: '2026-03-31', nextDue: null })).toMatchObject(FUTURE);
    expect(await preventive(caracas, { appliedOn: '2026-03-30', nextDue: null })).toMatchObject(FUTURE);
  });

  it('the due status counts «today» in the clinic’s zone, across the end of summer time', async () => {
    clockAt(t, '2026-10-25T22:30:00.000Z'); // 23:30 on the 25th in Madrid (UTC+1 again); 18:30 in Caracas
    const madrid = await clinicIn('Europe/Madrid');
    await createPreventive(t, madrid.token, madrid.patientId, {
      appliedOn: '2025-10-25',
      nextDue: '2026-10-25',
    });
    const status = async () =>
      (await get(t.app, `/api/patients/${madrid.patientId}/preventives`, madrid.token)).body.status[0].status;
    expect(await status()).toBe('due-soon');
    clockAt(t, '2026-10-25T23:30:00.000Z'); // 00:30 on the 26th in Madrid; still the 25th in Caracas
    expect(await status()).toBe('overdue');
    // The same dose in Caracas is due today until 04:00 UTC.
    const caracas = await clinicIn('America/Caracas');
    await createPreventive(t, caracas.token, caracas.patientId, {
      appliedOn: '2025-10-25',
      nextDue: '2026-10-25',
    });
    const there = await get(t.app, `/api/patients/${caracas.patientId}/preventives`, caracas.token);
    expect(there.body.status[0].status).toBe('due-soon');
  });

  it('a next check is compared with the visit’s day in the clinic’s zone', async () => {
    clockAt(t, '2026-10-26T12:00:00.000Z');
    const madrid = await clinicIn('Europe/Madrid');
    const consult = (vet: typeof madrid, date: string, nextCheck: string) =>
      post(
        t.app,
        `/api/patients/${vet.patientId}/consultations`,
        newConsultation(t, vet.vetId, { date, nextCheck }),
        vet.token,
      );
    // 00:30 on 30 March in Madrid: the 29th is before the visit there (not in Caracas).
    expect(await consult(madrid, MARCH_30_MADRID, '2026-03-29')).toMatchObject({
      status: 400,
      body: {
        errors: [{ field: 'nextCheck', msg: 'El próximo control no puede ser anterior a la consulta' }],
      },
    });
    expect((await consult(madrid, MARCH_30_MADRID, '2026-03-30')).status).toBe(201);
    // 22:00 on 29 March in Los Angeles, already the 30th in Caracas: the database no longer counts in
    // Caracas (migration 019), so the visit's own day is taken.
    const angeles = await clinicIn('America/Los_Angeles');
    expect((await consult(angeles, '2026-03-30T05:00:00.000Z', '2026-03-28')).status).toBe(400);
    expect((await consult(angeles, '2026-03-30T05:00:00.000Z', '2026-03-29')).status).toBe(201);
  });

  it('the timeline orders by the clinic’s day of each consultation and grooming', async () => {
    clockAt(t, '2026-10-27T12:00:00.000Z');
    const madrid = await clinicIn('Europe/Madrid');
    const consultation = await post(
      t.app,
      `/api/patients/${madrid.patientId}/consultations`,
      newConsultation(t, madrid.vetId, { date: MARCH_30_MADRID }),
      madrid.token,
    );
    expect(consultation.status).toBe(201);
    const vaccine = await createPreventive(t, madrid.token, madrid.patientId, {
      appliedOn: '2026-03-29',
      nextDue: null,
    });
    // 00:30 on 26 October in Madrid (back at UTC+1; it would be 01:30 at UTC+2), the 25th in Caracas.
    const grooming = await createService(t, madrid.token, madrid.patientId, {
      date: '2026-10-25T23:30:00.000Z',
    });
    const deworming = await createPreventive(t, madrid.token, madrid.patientId, {
      kind: 'deworming',
      product: 'Desparasitante interno',
      appliedOn: '2026-10-25',
      nextDue: null,
    });
    const res = await get(t.app, `/api/patients/${madrid.patientId}/history`, madrid.token);
    expect(res.status).toBe(200);
    // In Caracas each day-only record would come first, on the same day as the instant after it.
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([
      grooming._id,
      deworming._id,
      consultation.body.consultation._id,
      vaccine._id,
    ]);
    const vaccines = await get(t.app, `/api/patients/${madrid.patientId}/history?kind=vaccine`, madrid.token);
    expect(vaccines.body).toMatchObject({ total: 1, items: [{ id: vaccine._id }] });
  });

  it('the activity’s «desde» and «hasta» are days in the clinic’s zone', async () => {
    const { token } = await signUp(t);
    const clinicId = await clinicOfSession(t, token);
    await t.db.query("UPDATE clinic_schedules SET time_zone = 'Europe/Madrid' WHERE clinic_id = $1", [
      clinicId,
    ]);
    const entry = async (at: string) =>
      String(
        (
          await t.db.query<{ id: string }>(
            `INSERT INTO audit_entries (clinic_id, action, record_kind, summary, created_at)
             VALUES ($1, 'export', 'backup', '', $2) RETURNING id`,
            [clinicId, at],
          )
        ).rows[0].id,
      );
    // Madrid's 29 March is 23 hours long: 23:00 UTC on the 28th to 22:00 UTC on the 29th.
    await entry('2026-03-28T22:30:00Z'); // 23:30 on the 28th in Madrid
    const first = await entry('2026-03-28T23:30:00Z'); // 00:30 on the 29th (UTC+1)
    const last = await entry(MARCH_29_LATE_MADRID); // 23:30 on the 29th (UTC+2)
    await entry(MARCH_30_MADRID); // 00:30 on the 30th
    const days = async (query: string) => {
      const res = await get(t.app, `/api/clinic/activity?kind=backup&${query}`, token);
      expect(res.status).toBe(200);
      return res.body.items.map((e: { _id: string }) => e._id);
    };
    expect(await days('from=2026-03-29&to=2026-03-29')).toEqual([last, first]);
    expect(await days('from=2026-03-29')).toHaveLength(3);
    expect(await days('to=2026-03-28')).toHaveLength(1);
  });

  it('a backup is named after the clinic’s day, and a restore checks «future» in the restoring clinic’s', async () => {
    clockAt(t, '2026-10-28T23:30:00.000Z'); // 00:30 on the 29th in Madrid; the 28th in UTC and Caracas
    const source = await clinicIn('Europe/Madrid');
    await createPreventive(t, source.token, source.patientId, { appliedOn: '2026-10-29', nextDue: null });
    const download = await downloadBackup(t, source.token);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="vetclinic-respaldo-2026-10-29.json.gz"',
    );
    const file = packDocument(documentOf(download.bytes));
    const into = async (zone: string) => {
      const { token } = await signUp(t);
      const clinicId = await clinicOfSession(t, token);
      await t.db.query('UPDATE clinic_schedules SET time_zone = $2 WHERE clinic_id = $1', [clinicId, zone]);
      return uploadBackup(t, token, file);
    };
    expect((await into('Europe/Madrid')).status).toBe(200);
    expect(await into('America/Caracas')).toMatchObject({ status: 400 });
  });

  it('a mailed document’s file name carries the clinic’s day', () => {
    const at = new Date(MARCH_30_MADRID);
    expect(documentFileName('summary', 'Luna', at, 'Europe/Madrid')).toBe(
      'resumen-clinico-Luna-2026-03-30.pdf',
    );
    expect(documentFileName('summary', 'Luna', at, 'America/Caracas')).toBe(
      'resumen-clinico-Luna-2026-03-29.pdf',
    );
  });
});
