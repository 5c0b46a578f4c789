import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startTestApp } from './helpers/app.js';
import { completed, jobQueueFixture, startTestJobQueue, until } from './helpers/jobs.js';
import { readOutbox } from './helpers/mail.js';

// The job queue's life beside its callers' promises (jobs-queue.test.ts): cron, stop, the test app.
const { database, instance } = jobQueueFixture();

describe('cron', () => {
  it('a schedule defined on two instances runs once per tick', async () => {
    // '* * * * *' ticks once a minute: start early enough in a minute to stay within it.
    const second = new Date().getUTCSeconds();
    if (second >= 52) await delay((61 - second) * 1000);
    const [a, b] = await Promise.all([instance(), instance()]);
    const handled: string[] = [];
    for (const [by, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobs.define<{ tipo: string }>(
        'vacunas-del-dia',
        async (job) => void handled.push(`${by}:${job.data.tipo}`),
      );
      await jobs.schedule(
        'vacunas-del-dia',
        '* * * * *',
        { tipo: 'recordatorio' },
        { tz: 'America/Caracas' },
      );
    }
    await until('la tarea programada', () => handled.length > 0);
    await delay(2_000); // both instances check the schedule every second meanwhile
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatch(/^[ab]:recordatorio$/);
  });
});

describe('stop', () => {
  it('waits for a running job to finish, and the job is done, not retried', async () => {
    const jobs = await startTestJobQueue(database().url);
    let finished = false;
    let started = false;
    await jobs.define('lento', async () => {
      started = true;
      await delay(500);
      finished = true;
    });
    const id = (await jobs.send('lento', {}))!;
    await until('el trabajo empieza', () => started);
    await jobs.stop();
    expect(finished).toBe(true);

    const reader = await instance();
    await reader.define('lento', async () => undefined);
    expect(await reader.job('lento', id)).toMatchObject({ state: 'completed', retryCount: 0 });
    await expect(jobs.send('lento', {})).rejects.toThrow(/no está iniciada/);
  });
});

describe('in the app', () => {
  it('startTestApp({ jobs }) hands a queue on the app database; a job mails with its own Message-ID', async () => {
    const t = await startTestApp({ jobs: true });
    try {
      const jobs = t.jobs!;
      await jobs.define<{ to: string }>('correo', (job) =>
        t.mailer.deliver({
          to: job.data.to,
          subject: 'Recordatorio de vacuna',
          text: 'Luna tiene vacuna mañana',
          html: '<p>Luna tiene vacuna mañana</p>',
          messageId: `<recordatorio-${job.id}@vetclinic>`,
        }),
      );
      const id = (await jobs.send('correo', { to: 'jose@correo.test' }))!;
      await completed(jobs, 'correo', id);
      const [mail] = await readOutbox(t.outboxDir);
      expect(mail).toMatchObject({ to: 'jose@correo.test', subject: 'Recordatorio de vacuna' });
      const raw = await readFile(path.join(t.outboxDir, mail!.file!), 'utf8');
      expect(raw).toContain(`Message-ID: <recordatorio-${id}@vetclinic>`);
    } finally {
      await t.close();
    }
  });
});
