import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { apiRoot } from '../src/lib/paths.js';
import { completed, jobQueueFixture, until } from './helpers/jobs.js';
import { capturingLogger } from './helpers/logger.js';

// What a caller of the job queue (src/jobs/queue.ts) relies on: retries, keys, several instances, a
// crash. Its life in the app (cron, stop, startTestApp) is in jobs-lifecycle.test.ts.
const { database, instance } = jobQueueFixture();

describe('retries', () => {
  it('a job whose handler fails twice is retried with a growing delay, then completes', async () => {
    const jobs = await instance();
    const attempts: number[] = [];
    await jobs.define<{ citaId: string }>(
      'reintentos',
      async () => {
        attempts.push(Date.now());
        if (attempts.length <= 2) throw new Error('SMTP no disponible');
      },
      { retryLimit: 2, retryDelay: 1, retryBackoff: true },
    );
    const id = (await jobs.send('reintentos', { citaId: 'c-1' }))!;
    const job = await completed(jobs, 'reintentos', id);

    expect(attempts).toHaveLength(3);
    expect(job).toMatchObject({ retryCount: 2, data: { citaId: 'c-1' }, error: null });
    // Backoff: 1–2 s before the first retry, 2–4 s before the second (a fixed delay would be 1 s twice).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(950);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1950);
  });

  it('a job that always fails ends failed after its retries, readable with its error, not logged with it', async () => {
    const logs = capturingLogger();
    const jobs = await instance({ logger: logs.logger });
    let calls = 0;
    await jobs.define(
      'siempre-falla',
      async () => {
        calls += 1;
        throw new Error('Buzón inexistente: ana@correo.test');
      },
      { retryLimit: 1 },
    );
    const id = (await jobs.send('siempre-falla', { mascota: 'Luna' }))!;

    const [failed] = await until('un trabajo fallido', async () => {
      const list = await jobs.failed('siempre-falla');
      return list.length > 0 && list;
    });
    expect(failed).toMatchObject({
      id,
      state: 'failed',
      retryCount: 1,
      retryLimit: 1,
      data: { mascota: 'Luna' },
      error: 'Buzón inexistente: ana@correo.test',
    });
    expect(failed!.completedOn).toBeInstanceOf(Date);
    expect(calls).toBe(2);
    expect(await jobs.job('siempre-falla', id)).toMatchObject({ state: 'failed' });
    const lines = logs.lines().filter((l) => l.queue === 'siempre-falla');
    expect(lines.map((l) => l.msg)).toEqual([
      'Trabajo fallido; se reintentará',
      'Trabajo fallido, sin más reintentos',
    ]);
    expect(lines[1]).toMatchObject({ level: 40, jobId: id, retryCount: 1, err: { type: 'Error' } });
    expect(logs.text()).not.toContain('ana@correo.test');
  });
});

describe('singletonKey', () => {
  it('the same key sent twice while the first waits gives one job; once it ran, the key is free again', async () => {
    const jobs = await instance();
    const ran: string[] = [];
    await jobs.define<{ citaId: string }>('recordatorio', async (job) => void ran.push(job.data.citaId), {
      policy: 'short',
    });
    const later = new Date(Date.now() + 60_000);
    const first = await jobs.send(
      'recordatorio',
      { citaId: 'a' },
      { singletonKey: 'cita-a', startAfter: later },
    );
    const again = await jobs.send(
      'recordatorio',
      { citaId: 'a' },
      { singletonKey: 'cita-a', startAfter: later },
    );
    const other = await jobs.send(
      'recordatorio',
      { citaId: 'b' },
      { singletonKey: 'cita-b', startAfter: later },
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(other).not.toBe(first);
    expect(await jobs.waiting('recordatorio')).toBe(2);

    const now = (await jobs.send('recordatorio', { citaId: 'c' }, { singletonKey: 'cita-c' }))!;
    await completed(jobs, 'recordatorio', now);
    const next = await jobs.send('recordatorio', { citaId: 'c' }, { singletonKey: 'cita-c' });
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(now);

    await expect(jobs.send('recordatorio', { citaId: 'd' })).rejects.toThrow(/singletonKey/);
  });
});

describe('several instances', () => {
  it('two queues on one database handle 20 jobs, each exactly once', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const handled: { by: string; n: number }[] = [];
    const handler = (by: string) => async (job: { data: { n: number } }) => {
      handled.push({ by, n: job.data.n });
      await delay(60);
    };
    await Promise.all([a.define('lote', handler('a')), b.define('lote', handler('b'))]);
    // Due together in a moment, when both instances are polling.
    const startAfter = new Date(Date.now() + 700);
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? a : b).send('lote', { n }, { startAfter })),
    );

    await until('20 trabajos', () => handled.length >= 20);
    await delay(600); // a job handled twice would show up by now
    expect(handled.map((h) => h.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(new Set(handled.map((h) => h.by))).toEqual(new Set(['a', 'b']));
    for (const id of ids)
      expect(await a.job('lote', id!)).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('a job whose instance died mid-job is handled again after a new queue starts', async () => {
    const child = spawn(
      process.execPath,
      ['--import', tsHooks(), path.join(apiRoot, 'test/helpers/job-instance.ts'), database().url, 'huerfano'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const id = await until(`el hijo toma el trabajo (${output})`, () => /running (\S+)/.exec(output)?.[1]);
      child.kill('SIGKILL'); // no shutdown: the job stays active, as after a crash
      await exited;

      const jobs = await instance();
      const handled: string[] = [];
      await jobs.define('huerfano', async (job) => void handled.push(job.id), {
        expireInSeconds: 2,
        retryLimit: 1,
      });
      expect(await jobs.job('huerfano', id)).toMatchObject({ state: 'active', retryCount: 0 });

      // Expired 2 s after it started; maintenance hands it back, and this instance runs it.
      const job = await completed(jobs, 'huerfano', id);
      expect(handled).toEqual([id]);
      expect(job).toMatchObject({ retryCount: 1, data: { reminder: 'vacuna' } });
    } finally {
      child.kill('SIGKILL');
    }
  });
});

/** `--import` module that compiles the child's TypeScript as the tests do (scripts/ts-hooks.mjs). */
function tsHooks(): string {
  const hooks = pathToFileURL(path.join(apiRoot, 'scripts/ts-hooks.mjs')).href;
  const code = `import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;
  return `data:text/javascript,${encodeURIComponent(code)}`;
}
