import { useTestApp } from './helpers/app.js';
import { createAppointment, nextMonday, plusDays } from './helpers/appointments.js';
import { documentOf, downloadBackup, packDocument, snapshot, uploadBackup } from './helpers/backup.js';
import { get, post, put, signUp } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import { createPreventive } from './helpers/preventives.js';
import { clinicIdOf } from './helpers/tenancy.js';
import { planReminders } from '../src/reminders/plan.js';
import { sendReminder } from '../src/reminders/send.js';

const HOUR = 3_600_000;

/**
 * Issue 27: a clinic's agenda travels in its backup — appointments with every status they went through,
 * the reminders planned and sent, and the schedule — and comes back so that nothing is reminded twice;
 * an appointment whose person the restoring clinic does not have comes back «Sin asignar».
 */
describe('backup of the agenda', () => {
  // The clock moves a few days ahead: sessions that outlive it.
  const t = useTestApp({ auth: { sessionTtlMs: 30 * 24 * HOUR, sessionIdleMs: 30 * 24 * HOUR } });
  let a: Awaited<ReturnType<typeof signUp>>;
  let aId: string;
  let file: Buffer;
  const monday = nextMonday(4);
  const lunaAt = Date.parse(`${monday}T13:00:00Z`); // 09:00 in Caracas

  beforeAll(async () => {
    a = await signUp(t);
    aId = await clinicIdOf(t.db, a.email);
    // The schedule: 15-minute slots, reminders 48 h before, closed on Saturdays.
    const { schedule } = (await get(t.app, '/api/clinic/schedule', a.token)).body;
    const hours = [...schedule.openingHours.slice(0, 5), null, null];
    const saved = await put(
      t.app,
      '/api/clinic/schedule',
      { ...schedule, slotMinutes: 15, appointmentReminderHours: 48, openingHours: hours },
      a.token,
    );
    expect(saved.status).toBe(200);

    const ana = await createOwner(t, a.token, { name: 'Ana Rondón', email: 'ana@correo.test' });
    const luis = await createOwner(t, a.token, { name: 'Luis Peña', email: '' });
    const luna = await createPet(t, a.token, ana._id, { name: 'Luna' });
    const toby = await createPet(t, a.token, luis._id, { name: 'Toby' });
    const confirmed = await createAppointment(t, a.token, luna._id, {
      date: monday,
      time: '09:00',
      notes: 'Trae «exámenes» previos',
    });
    const status = { status: 'confirmed', version: confirmed.version };
    expect((await post(t.app, `/api/appointments/${confirmed._id}/status`, status, a.token)).status).toBe(
      200,
    );
    const cancelled = await createAppointment(t, a.token, toby._id, {
      date: monday,
      time: '10:00',
      kind: 'surgery',
    });
    const cancel = { status: 'cancelled', version: cancelled.version };
    expect((await post(t.app, `/api/appointments/${cancelled._id}/status`, cancel, a.token)).status).toBe(
      200,
    );
    // Toby's vaccine falls due that Monday: reminded by WhatsApp (his owner has no e-mail).
    await createPreventive(t, a.token, toby._id, { nextDue: monday });

    // 47 h before Luna's appointment: her e-mail is planned and sent; Toby's WhatsApp reminder waits.
    t.clock.advance(lunaAt - 47 * HOUR - t.clock.now().getTime());
    await planReminders(t.db, t.clock.now());
    const { rows } = await t.db.query("SELECT id FROM reminders WHERE clinic_id = $1 AND channel = 'email'", [
      aId,
    ]);
    expect(rows).toHaveLength(1);
    const deps = { db: t.db, mailer: t.mailer, clock: t.clock, publicUrl: 'http://clinica.test' };
    await sendReminder(deps, rows[0].id, false);
    expect(await t.mailsTo('ana@correo.test')).toHaveLength(1);

    file = (await downloadBackup(t, a.token)).bytes;
  });

  it('carries the appointments with their statuses, the reminders and the schedule, people by CMV', () => {
    const doc = documentOf(file);
    expect(doc.schedule).toEqual({
      timeZone: 'America/Caracas',
      slotMinutes: 15,
      openingHours: expect.arrayContaining([null]),
      appointmentReminderHours: 48,
      preventiveReminderDays: 7,
    });
    expect(doc.appointments).toHaveLength(2);
    expect(doc.appointments![0]).toMatchObject({
      vet: { name: 'Ana Pérez', cmv: '4567' },
      kind: 'consultation',
      startsAt: new Date(lunaAt).toISOString(),
      endsAt: new Date(lunaAt + 30 * 60_000).toISOString(),
      status: 'confirmed',
      notes: 'Trae «exámenes» previos',
      statusHistory: [
        { status: 'scheduled', by: { name: 'Ana Pérez', cmv: '4567' }, byOwner: false },
        { status: 'confirmed', by: { name: 'Ana Pérez', cmv: '4567' }, byOwner: false },
      ],
    });
    expect(doc.reminders).toEqual([
      expect.objectContaining({ kind: 'appointment', channel: 'email', status: 'sent', attempts: 1 }),
      expect.objectContaining({ kind: 'preventive', channel: 'whatsapp', status: 'pending' }),
    ]);
    expect(doc.reminders![0].appointmentId).toBe(doc.appointments![0].id);
    expect(doc.reminders![1].preventiveId).toBe(doc.preventives![0].id);
  });

  it('restores them whole into an empty clinic, and the planner owes nothing already sent', async () => {
    const b = await signUp(t);
    const bId = await clinicIdOf(t.db, b.email);
    const res = await uploadBackup(t, b.token, file);
    expect(res.status).toBe(200);
    expect(res.body.restored).toMatchObject({ appointments: 2, unassigned: 0, reminders: 2, schedule: true });
    const restored = await snapshot(t.db, bId);
    const original = await snapshot(t.db, aId);
    expect(restored.appointments).toEqual(original.appointments);
    expect(restored.reminders).toEqual(original.reminders);
    expect(restored.schedule).toEqual(original.schedule);
    // The agenda shows them at the same clinic time, attended by the clinic's Ana Pérez (same CMV).
    const agenda = await get(t.app, `/api/appointments?from=${monday}&to=${monday}`, b.token);
    expect(
      agenda.body.appointments.map((x: { time: string; status: string; vet: { name: string } | null }) => [
        x.time,
        x.status,
        x.vet?.name,
      ]),
    ).toEqual([
      ['09:00', 'confirmed', 'Ana Pérez'],
      ['10:00', 'cancelled', 'Ana Pérez'],
    ]);
    // Planning again at the same moment adds nothing: Luna's reminder was sent, Toby's still waits.
    await planReminders(t.db, t.clock.now());
    const count = await t.db.query('SELECT count(*)::int AS n FROM reminders WHERE clinic_id = $1', [bId]);
    expect(count.rows[0].n).toBe(2);
    const waiting = (await get(t.app, '/api/notifications', b.token)).body;
    expect(JSON.stringify(waiting)).toContain('Toby');
    // The restored schedule is the clinic's: an edit with the version before the restore is stale.
    const { schedule } = (await get(t.app, '/api/clinic/schedule', b.token)).body;
    expect(schedule).toMatchObject({ slotMinutes: 15, appointmentReminderHours: 48, version: 2 });
  });

  it('a person the clinic does not have, or one it would book twice, comes back «Sin asignar»', async () => {
    const doc = documentOf(file);
    const [luna, toby] = doc.appointments!;
    // Toby's appointment is active again and overlaps Luna's, attended by another file person with
    // Ana's CMV; a third appointment names someone the clinic does not have.
    const twin = {
      ...toby,
      status: 'scheduled',
      startsAt: luna.startsAt,
      vet: { name: 'Ana P.', cmv: '4567' },
    };
    const stranger = {
      ...luna,
      id: 'x-3',
      status: 'scheduled',
      startsAt: new Date(lunaAt + 2 * HOUR).toISOString(),
      endsAt: new Date(lunaAt + 2.5 * HOUR).toISOString(),
      vet: { name: 'Otro Médico', cmv: '99999' },
    };
    const c = await signUp(t);
    const res = await uploadBackup(
      t,
      c.token,
      packDocument({ ...doc, appointments: [luna, twin, stranger] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.restored).toMatchObject({ appointments: 3, unassigned: 2 });
    const agenda = await get(t.app, `/api/appointments?from=${monday}&to=${monday}`, c.token);
    type Listed = {
      _id: string;
      time: string;
      patient: { _id: string; name: string };
      vet: { _id: string; name: string } | null;
    };
    const listed: Listed[] = agenda.body.appointments;
    const people = listed.map((x) => `${x.time} ${x.patient.name}: ${x.vet?.name ?? 'nadie'}`).sort();
    expect(people).toEqual(['09:00 Luna: Ana Pérez', '09:00 Toby: nadie', '11:00 Luna: nadie']);
    // Editing one gives it a person, as every edit must.
    const unassigned = listed.find((x) => x.time === '11:00')! as Listed & { kind: string; version: number };
    const me = listed.find((x) => x.vet)!.vet!._id;
    const edit = {
      patientId: unassigned.patient._id,
      vetId: me,
      kind: unassigned.kind,
      date: plusDays(monday, 1),
      time: '11:00',
      durationMinutes: 30,
      notes: '',
      version: unassigned.version,
    };
    const saved = await put(t.app, `/api/appointments/${unassigned._id}`, edit, c.token);
    expect(saved.status).toBe(200);
    expect(saved.body.appointment.vet).toEqual({ _id: me, name: 'Ana Pérez' });
  });

  it('an older file without the agenda restores, and the clinic keeps its own schedule', async () => {
    const { appointments: _a, reminders: _r, schedule: _s, ...older } = documentOf(file);
    const d = await signUp(t);
    const before = (await get(t.app, '/api/clinic/schedule', d.token)).body.schedule;
    const res = await uploadBackup(t, d.token, packDocument(older));
    expect(res.status).toBe(200);
    expect(res.body.restored).toMatchObject({ appointments: 0, reminders: 0, schedule: false });
    expect((await get(t.app, '/api/clinic/schedule', d.token)).body.schedule).toEqual(before);
  });

  it('refuses a bad appointment, reminder or schedule, naming it, and writes nothing', async () => {
    const doc = documentOf(file);
    const [luna] = doc.appointments!;
    const [sent] = doc.reminders!;
    const cases: [Record<string, unknown>, string][] = [
      [
        { appointments: [{ ...luna, endsAt: luna.startsAt }] },
        'El respaldo tiene datos no válidos (cita 1): La duración debe ser de 5 a 480 minutos, en múltiplos de 5',
      ],
      [
        { appointments: [{ ...luna, status: 'lost' }] },
        'El respaldo tiene datos no válidos (cita 1): El estado de la cita no es válido',
      ],
      [
        { appointments: [{ ...luna, statusHistory: [{ status: 'confirmed', at: 'ayer' }] }] },
        'El respaldo tiene datos no válidos (cita 1): Fecha y hora no válidas',
      ],
      [
        { reminders: [{ ...sent, appointmentId: 'nadie' }] },
        'El respaldo tiene datos no válidos (recordatorio 1): Hace referencia a un registro que no está en el respaldo',
      ],
      [
        { reminders: [sent, { ...sent, id: 'otro' }] },
        'El respaldo tiene datos no válidos (recordatorio 2): El respaldo repite un recordatorio',
      ],
      [
        { schedule: { ...doc.schedule, timeZone: 'Marte/Olympus' } },
        'El respaldo tiene datos no válidos (el horario de la agenda): Zona horaria no válida',
      ],
    ];
    const e = await signUp(t);
    const eId = await clinicIdOf(t.db, e.email);
    const empty = await snapshot(t.db, eId);
    for (const [change, msg] of cases) {
      const res = await uploadBackup(t, e.token, packDocument({ ...doc, ...change }));
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect(await snapshot(t.db, eId)).toEqual(empty);
  });
});
