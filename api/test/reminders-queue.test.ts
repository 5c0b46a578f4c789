import { useTestApp } from './helpers/app.js';
import { createAppointment, nextMonday } from './helpers/appointments.js';
import { signUp } from './helpers/http.js';
import { startTestJobQueue, until } from './helpers/jobs.js';
import { silentLogger } from './helpers/logger.js';
import { createOwner } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import type { JobQueue } from '../src/jobs/queue.js';
import type { Mailer } from '../src/mail/mailer.js';
import { defineReminderJobs, planAndDispatch } from '../src/reminders/jobs.js';

const HOUR = 3_600_000;
const FAST = { retryDelaySeconds: 1, expireInSeconds: 3 };

/**
 * Issue 27 (2, «Bad input and faults»): reminders on the real queue. Two instances mail each reminder
 * once; an instance that dies in the middle of sending leaves the reminder to the next one, which mails
 * it once.
 */
describe('reminders on the job queue', () => {
  const t = useTestApp({ auth: { sessionTtlMs: 60 * 24 * HOUR, sessionIdleMs: 60 * 24 * HOUR } });
  const queues: JobQueue[] = [];
  let token: string;
  const monday = nextMonday(3);
  let hour = 8;

  beforeAll(async () => {
    ({ token } = await signUp(t));
    // Their 24-hour reminders are all due once the clock reaches Sunday evening.
    const now = t.clock.now().getTime();
    t.clock.advance(Date.parse(`${monday}T13:00:00Z`) - 12 * HOUR - now);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });

  async function instance(mailer: Mailer = t.mailer): Promise<JobQueue> {
    const jobs = await startTestJobQueue(t.database.url);
    queues.push(jobs);
    const deps = { db: t.db, mailer, clock: t.clock, publicUrl: 'http://clinica.test' };
    await defineReminderJobs(jobs, deps, silentLogger(), FAST);
    return jobs;
  }
  /** Owners with e-mail, each with one appointment tomorrow; their addresses. */
  async function appointments(n: number): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 0; i < n; i++) {
      const email = `cola${hour}-${i}@correo.test`;
      const owner = await createOwner(t, token, { email });
      const pet = await createPet(t, token, owner._id);
      await createAppointment(t, token, pet._id, {
        date: monday,
        time: `${String(hour).padStart(2, '0')}:${String(i * 5).padStart(2, '0')}`,
        durationMinutes: 5,
      });
      emails.push(email);
    }
    hour += 1;
    return emails;
  }
  const sent = async () =>
    (await t.db.query("SELECT count(*)::int AS n FROM reminders WHERE status = 'sent'")).rows[0].n as number;
  const deps = () => ({ db: t.db, mailer: t.mailer, clock: t.clock, publicUrl: 'http://clinica.test' });

  it('two instances planning and sending at once: every reminder mailed exactly once', async () => {
    const emails = await appointments(8);
    const [a, b] = await Promise.all([instance(), instance()]);
    const before = await sent();
    await Promise.all([
      planAndDispatch(a, deps(), silentLogger()),
      planAndDispatch(b, deps(), silentLogger()),
    ]);
    await until('los 8 recordatorios enviados', async () => (await sent()) - before === 8, 20_000);
    for (const email of emails) expect(await t.mailsTo(email)).toHaveLength(1);
  });

  it('an instance killed while sending: the next one mails the reminder, once', async () => {
    const [email] = await appointments(1);
    // An instance whose mail server never answers; «killing» it drops the send, as a crash would.
    // It is killed once the mail is on its way: before that, `kill` would reach nothing, and the send
    // would hang later holding the reminder's row (a real crash would close that connection).
    let kill: ((err: Error) => void) | undefined;
    const hanging: Mailer = {
      ...t.mailer,
      deliver: () => new Promise((_resolve, reject) => (kill = reject)),
    };
    const doomed = await instance(hanging);
    await planAndDispatch(doomed, deps(), silentLogger());
    await until('el envío en curso', () => kill !== undefined);
    expect(
      (await t.db.query("SELECT 1 FROM reminders WHERE attempts = 1 AND status = 'pending'")).rowCount,
    ).toBe(1);
    kill!(new Error('proceso terminado'));
    await doomed.stop();
    queues.splice(queues.indexOf(doomed), 1);
    expect(await t.mailsTo(email)).toEqual([]);

    await instance();
    await until(
      'el recordatorio enviado tras el reinicio',
      async () => (await t.mailsTo(email)).length > 0,
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await t.mailsTo(email)).toHaveLength(1);
    const { rows } = await t.db.query(
      'SELECT r.status, r.attempts FROM reminders r JOIN appointments a ON a.id = r.appointment_id JOIN patients p ON p.id = a.patient_id JOIN owners o ON o.id = p.owner_id WHERE o.email = $1',
      [email],
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 2 }]);
  });
});
