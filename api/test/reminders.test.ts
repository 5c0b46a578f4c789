import { useTestApp } from './helpers/app.js';
import { createAppointment, nextMonday, plusDays } from './helpers/appointments.js';
import { personOf } from './helpers/clinical.js';
import { get, post, put } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import { createPreventive } from './helpers/preventives.js';
import { signUp } from './helpers/http.js';
import { clinicDay } from '../src/lib/clinic-day.js';
import { planReminders } from '../src/reminders/plan.js';
import { sendReminder } from '../src/reminders/send.js';
import { createMailer } from '../src/mail/mailer.js';
import { silentLogger } from './helpers/logger.js';

const HOUR = 3_600_000;

/** Issue 27 (2, 3): reminders planned when their time comes, mailed once, answered through their link. */
describe('reminders', () => {
  // The clock moves days ahead: sessions that outlive it.
  const t = useTestApp({ auth: { sessionTtlMs: 60 * 24 * HOUR, sessionIdleMs: 60 * 24 * HOUR } });
  let token: string;
  let me: string;
  const monday = nextMonday(3);
  // 09:00 in Caracas that Monday, and the moment its 24-hour reminder is due.
  const startsAt = Date.parse(`${monday}T13:00:00Z`);

  beforeAll(async () => {
    ({ token } = await signUp(t));
    me = await personOf(t, token);
  });

  async function petOf(ownerOverrides: Record<string, unknown> = {}) {
    const owner = await createOwner(t, token, ownerOverrides);
    const pet = await createPet(t, token, owner._id, { name: 'Luna' });
    return { owner, pet };
  }
  const deps = () => ({ db: t.db, mailer: t.mailer, clock: t.clock, publicUrl: 'http://clinica.test' });
  const reminderOf = async (appointmentId: string) =>
    (
      await t.db.query('SELECT * FROM reminders WHERE appointment_id = $1 ORDER BY created_at', [
        appointmentId,
      ])
    ).rows;
  /** The clock moved to `at` (it only moves forward). */
  function clockAt(at: number) {
    const now = t.clock.now().getTime();
    if (at > now) t.clock.advance(at - now);
  }

  it('plans an appointment’s e-mail 24 hours before, once, and mails it once with the owner’s link', async () => {
    const { owner, pet } = await petOf({ email: 'luna@correo.test' });
    const appointment = await createAppointment(t, token, pet._id, { date: monday, time: '09:00' });
    await planReminders(t.db, t.clock.now());
    expect(await reminderOf(appointment._id)).toEqual([]); // not yet: 3 days ahead
    clockAt(startsAt - 24 * HOUR + 60_000);
    const first = await planReminders(t.db, t.clock.now());
    expect(first.appointments).toBeGreaterThanOrEqual(1);
    await planReminders(t.db, t.clock.now());
    const [reminder, ...others] = await reminderOf(appointment._id);
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({ channel: 'email', status: 'pending' });

    await sendReminder(deps(), reminder.id, false);
    await sendReminder(deps(), reminder.id, false); // a second job for the same reminder sends nothing
    const mails = await t.mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      `Recordatorio de cita: Luna, ${monday.split('-').reverse().join('/')} a las 09:00`,
    );
    expect(mails[0].text).toContain('le recuerda la cita de Luna (consulta) el lunes');
    expect(mails[0].text).toContain('con Ana Pérez');
    const link = /http:\/\/clinica\.test\/cita\/([\w-]{22}\.[\w-]{43})/.exec(mails[0].text)?.[1];
    expect(link).toBeDefined();
    expect((await reminderOf(appointment._id))[0]).toMatchObject({ status: 'sent', attempts: 1 });

    // The owner's page: only the day, the clinic and the pet; then «Confirmar», once.
    const page = await t.app.inject({ method: 'GET', url: `/cita/${link}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Luna');
    expect(page.body).toContain(`lunes ${monday.split('-').reverse().join('/')}, 09:00`);
    expect(page.body).not.toContain(owner.name);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/cita/${link}`,
      payload: 'answer=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('¡Gracias! Su cita quedó confirmada.');
    const detail = await get(t.app, `/api/appointments/${appointment._id}`, token);
    expect(detail.body.appointment.status).toBe('confirmed');
    expect(detail.body.appointment.statusHistory.at(-1)).toMatchObject({
      status: 'confirmed',
      by: '',
      byOwner: true,
    });
    // Used: a second answer changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/cita/${link}`,
      payload: 'answer=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Ya respondió a este recordatorio');
    expect((await get(t.app, `/api/appointments/${appointment._id}`, token)).body.appointment.status).toBe(
      'confirmed',
    );
    // Tampered: one character of the signature changed.
    const forged = link!.slice(0, -1) + (link!.endsWith('A') ? 'B' : 'A');
    const bad = await t.app.inject({ method: 'GET', url: `/cita/${forged}` });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Este enlace no es válido');
  });

  it('a mail server that refuses: the reminder stays owed, then fails with a reason, and «Reintentar» queues it again', async () => {
    const { owner, pet } = await petOf({ email: 'caido@correo.test' });
    const appointment = await createAppointment(t, token, pet._id, { date: monday, time: '10:00' });
    clockAt(startsAt + HOUR - 24 * HOUR + 60_000);
    await planReminders(t.db, t.clock.now());
    const [reminder] = await reminderOf(appointment._id);
    const down = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      outboxDir: t.outboxDir,
      logger: silentLogger(),
    });
    const broken = { ...deps(), mailer: down };
    await expect(sendReminder(broken, reminder.id, false)).rejects.toThrow();
    expect((await reminderOf(appointment._id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'El servidor de correo no aceptó el mensaje',
    });
    await expect(sendReminder(broken, reminder.id, true)).rejects.toThrow();
    expect((await reminderOf(appointment._id))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await t.mailsTo(owner.email)).toEqual([]);

    const notifications = await get(t.app, '/api/notifications', token);
    expect(notifications.body.failed).toEqual([
      expect.objectContaining({
        _id: reminder.id,
        petName: 'Luna',
        lastError: 'El servidor de correo no aceptó el mensaje',
      }),
    ]);
    const retried = await post(t.app, `/api/reminders/${reminder.id}/retry`, undefined, token);
    expect(retried.body.msg).toBe('El recordatorio se enviará de nuevo en el próximo minuto');
    await sendReminder(deps(), reminder.id, false);
    expect(await t.mailsTo(owner.email)).toHaveLength(1);
  });

  it('an owner without e-mail: the reminder waits in Notificaciones for WhatsApp, with the link', async () => {
    const { pet } = await petOf({ email: '', contact: '+584149876543' });
    const appointment = await createAppointment(t, token, pet._id, { date: monday, time: '11:00' });
    clockAt(startsAt + 2 * HOUR - 24 * HOUR + 60_000);
    await planReminders(t.db, t.clock.now());
    const [reminder] = await reminderOf(appointment._id);
    expect(reminder.channel).toBe('whatsapp');
    const before = await get(t.app, '/api/notifications', token);
    const waiting = before.body.whatsapp.find((r: { _id: string }) => r._id === reminder.id);
    expect(waiting.whatsappText).toMatch(
      /^Hola María González \d+, .* le recuerda la cita de Luna \(consulta\)/,
    );
    expect(waiting.whatsappText).toMatch(/Para confirmar o cancelar: http:\/\/localhost:8080\/cita\//);
    expect(waiting.ownerContact).toBe('+584149876543');
    const count = (await get(t.app, '/api/notifications/count', token)).body.count;
    expect((await post(t.app, `/api/reminders/${reminder.id}/sent`, undefined, token)).body.msg).toBe(
      'Recordatorio marcado como enviado',
    );
    expect((await get(t.app, '/api/notifications/count', token)).body.count).toBe(count - 1);
    // Once sent, it cannot be marked again.
    expect((await post(t.app, `/api/reminders/${reminder.id}/sent`, undefined, token)).status).toBe(404);
  });

  it('an owner who opted out gets nothing; a moved appointment’s reminder is cancelled and a new one owed', async () => {
    const quiet = await petOf({ email: 'nada@correo.test' });
    await t.db.query('UPDATE owners SET reminders_opt_out = true WHERE id = $1', [quiet.owner._id]);
    const silent = await createAppointment(t, token, quiet.pet._id, { date: monday, time: '12:00' });

    const { pet } = await petOf({ email: 'mueve@correo.test' });
    const moving = await createAppointment(t, token, pet._id, { date: plusDays(monday, 1), time: '09:00' });
    clockAt(startsAt + 25 * HOUR - 24 * HOUR + 60_000); // Tuesday 09:00's reminder is due
    await planReminders(t.db, t.clock.now());
    expect(await reminderOf(silent._id)).toEqual([]);
    expect(await reminderOf(moving._id)).toHaveLength(1);
    const moved = await put(
      t.app,
      `/api/appointments/${moving._id}`,
      {
        patientId: pet._id,
        vetId: me,
        kind: 'consultation',
        date: plusDays(monday, 1),
        time: '10:00',
        durationMinutes: 30,
        version: 1,
      },
      token,
    );
    expect(moved.status).toBe(200);
    clockAt(startsAt + 26 * HOUR - 24 * HOUR + 60_000);
    await planReminders(t.db, t.clock.now());
    expect((await reminderOf(moving._id)).map((r) => r.status)).toEqual(['cancelled', 'pending']);
  });

  it('a vaccine due in 5 days is reminded (7 days ahead by default) for its latest dose only', async () => {
    const { owner, pet } = await petOf({ email: 'vacuna@correo.test' });
    const today = clinicDay(t.clock.now());
    await createPreventive(t, token, pet._id, {
      product: 'Séxtuple',
      appliedOn: plusDays(today, -360),
      nextDue: plusDays(today, 5),
    });
    const planned = await planReminders(t.db, t.clock.now());
    expect(planned.preventives).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query(
      'SELECT r.id FROM reminders r JOIN preventives p ON p.id = r.preventive_id WHERE p.patient_id = $1',
      [pet._id],
    );
    expect(rows).toHaveLength(1);
    await sendReminder(deps(), rows[0].id, false);
    const [mail] = await t.mailsTo(owner.email);
    expect(mail.subject).toBe(
      `Recordatorio: Vacuna de Luna (Séxtuple), ${plusDays(today, 5).split('-').reverse().join('/')}`,
    );
    expect(mail.text).toContain('Comuníquese con la clínica para agendar la cita.');
  });
});
