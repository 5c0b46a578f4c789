import { setTimeout as delay } from 'node:timers/promises';
import { JobQueue, type JobQueueOptions } from '../../src/jobs/queue.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { silentLogger } from './logger.js';

/** pg-boss's smallest intervals, so a test waits half-seconds rather than the product's seconds. */
export const FAST_JOB_TIMINGS = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronIntervalSeconds: 1,
  stopTimeoutMs: 2_000,
} satisfies Partial<JobQueueOptions>;

/** A queue on a test database with fast timings; not started. */
export function testJobQueue(url: string, options: Partial<JobQueueOptions> = {}): JobQueue {
  return new JobQueue({ connectionString: url, logger: silentLogger(), ...FAST_JOB_TIMINGS, ...options });
}

export async function startTestJobQueue(
  url: string,
  options: Partial<JobQueueOptions> = {},
): Promise<JobQueue> {
  const jobs = testJobQueue(url, options);
  await jobs.start();
  return jobs;
}

/** Polls `check` until it returns something truthy, or fails with `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando: ${what}`);
    await delay(50);
  }
}

/**
 * For a test file: a fresh database (`database()`, once beforeAll ran), and `instance()`, a started
 * queue on it that is stopped after the test.
 */
export function jobQueueFixture(): {
  database: () => TestDatabase;
  instance: (options?: Partial<JobQueueOptions>) => Promise<JobQueue>;
} {
  let database: TestDatabase | undefined;
  const running: JobQueue[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    database: () => database!,
    async instance(options = {}) {
      const jobs = await startTestJobQueue(database!.url, options);
      running.push(jobs);
      return jobs;
    },
  };
}

/** Waits for a job to be completed; its record. */
export const completed = (jobs: JobQueue, name: string, id: string) =>
  until(`${name} ${id} completado`, async () => {
    const job = await jobs.job(name, id);
    return job?.state === 'completed' ? job : undefined;
  });
