import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app.js';
import type { AuthSettingsOverrides } from '../../src/auth/settings.js';
import { migrate } from '../../src/db/migrate.js';
import { createDb, type Db } from '../../src/db/pool.js';
import type { JobQueue, JobQueueOptions } from '../../src/jobs/queue.js';
import type { Clock } from '../../src/lib/clock.js';
import { migrationsDir } from '../../src/lib/paths.js';
import { createMailer, type Mailer } from '../../src/mail/mailer.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { codeIn, mailsTo, type ParsedMail } from './mail.js';
import { startTestJobQueue } from './jobs.js';
import { silentLogger } from './logger.js';

/**
 * A clock tests move by hand. Each reading still ticks 1 ms, like real time, so two writes never share
 * a timestamp (the updated_at trigger would then substitute the database's own now()).
 */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    this.current += 1;
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: TestDatabase;
  mailer: Mailer;
  clock: TestClock;
  dataDir: string;
  outboxDir: string;
  /** The job queue on this app's database, when the test asked for one (`jobs`). */
  jobs?: JobQueue;
  /** Mails written to this app's outbox for an address, oldest first (waits for pending deliveries). */
  mailsTo(email: string): Promise<ParsedMail[]>;
  /** The code of the newest mail to an address. */
  lastCode(email: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  auth?: AuthSettingsOverrides;
  logger?: FastifyBaseLogger;
  smtpUrl?: string;
  mailFrom?: string;
  extra?: Partial<AppDeps>;
  /** Sees every route as it is registered (the route walker collects the API's own table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Start a job queue on the test database (fast polling), as ctx.jobs; `true` for the defaults. */
  jobs?: boolean | Partial<JobQueueOptions>;
}

/** A migrated fresh database, an outbox in a temp DATA_DIR, a movable clock, and the app on top. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const db = createDb(database.url, { max: 5 });
  await migrate(db, migrationsDir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vet-api-data-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const logger = options.logger ?? silentLogger();
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, outboxDir, logger });
  const clock = new TestClock();
  const jobs = options.jobs
    ? await startTestJobQueue(database.url, { logger, ...(options.jobs === true ? {} : options.jobs) })
    : undefined;
  const app = buildApp({ db, mailer, dataDir, clock, logger, auth: options.auth, jobs, ...options.extra });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.ready();
  const self: TestApp = {
    app,
    db,
    database,
    mailer,
    clock,
    dataDir,
    outboxDir,
    jobs,
    async mailsTo(email) {
      await mailer.flush();
      return mailsTo(outboxDir, email);
    },
    async lastCode(email) {
      const mails = await self.mailsTo(email);
      return codeIn(mails.at(-1));
    },
    async close() {
      await app.close();
      await jobs?.stop(); // as the server does: after HTTP, before the mail and the pool
      await mailer.close();
      await db.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return self;
}

/**
 * For a describe block: the value `make` resolves to, filled in by a beforeAll (read its fields inside
 * the tests and later hooks, not while the block is being declared).
 */
export function beforeAllValue<T extends object>(make: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    Object.assign(value, await make());
  });
  return value;
}

/** For a describe block: the app `start` resolves to, started before its tests and closed after them. */
export function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const app = beforeAllValue(start);
  afterAll(() => app.close?.()); // close is missing when start failed: that failure is the one to see
  return app;
}

/** For a describe block: a test app started before its tests and closed after them. */
export const useTestApp = (options: TestAppOptions = {}): TestApp => useStarted(() => startTestApp(options));
