import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { failureKind, loggableError } from './log-error.js';
import { failedJobs, toRecord, type JobRecord } from './records.js';

export type { JobRecord, JobState } from './records.js';

/** pg-boss's tables live in their own schema, apart from the app's migrations. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /** The app's own database: the embedded PostgreSQL's URL or DATABASE_URL. */
  connectionString: string;
  logger: FastifyBaseLogger;
  /** How often an idle queue asks for work (seconds; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * How often expired jobs are handed back (seconds): a job whose instance died is retried about
   * expireInSeconds + this after it started. One instance runs it per interval.
   */
  maintenanceIntervalSeconds?: number;
  /** How often cron schedules are checked (seconds, 1–30). */
  cronIntervalSeconds?: number;
  /** stop(): how long running jobs may take to finish before they are failed (and so retried later). */
  stopTimeoutMs?: number;
  /** Connections of the queue's own pool, apart from the requests' pool. */
  maxConnections?: number;
}

export interface QueueOptions {
  /** Retries after the first attempt; then the job stays failed (readable with failed()). */
  retryLimit?: number;
  /** Seconds before a retry (whole seconds). */
  retryDelay?: number;
  /** Double the delay at each retry, with jitter. */
  retryBackoff?: boolean;
  /** A running job not finished by then is failed and retried; its handler is no longer awaited. */
  expireInSeconds?: number;
  /**
   * 'short': at most one waiting job per singletonKey (a send whose key is already waiting adds
   * nothing), so every send must carry one. 'standard' (default): no keys.
   */
  policy?: 'standard' | 'short';
  /** Jobs of this queue this instance runs at once. */
  concurrency?: number;
}

export interface SendOptions {
  /** On a 'short' queue: a job with this key already waiting makes this send add nothing. */
  singletonKey?: string;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry… */
  retryCount: number;
  retryLimit: number;
}

/** Resolves when the job is done; throwing fails this attempt (retried while retries are left). */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

interface Definition {
  handler: JobHandler<never>;
  options: Required<QueueOptions>;
  opened?: Promise<void>;
}

const QUEUE_NAME = /^[a-z][a-z0-9-]{0,62}$/;

// pg-boss's own defaults, written out so that an existing queue takes the code's settings on start.
const QUEUE_DEFAULTS: Required<QueueOptions> = {
  retryLimit: 2,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 15 * 60,
  policy: 'standard',
  concurrency: 1,
};

/**
 * Background work stored in PostgreSQL (pg-boss 10): jobs survive restarts, each is fetched by one
 * worker across every instance (SKIP LOCKED), failures are retried, and cron schedules fire once across
 * instances. Queues are declared with define(), before or after start(); send() and schedule() need a
 * started queue and a defined name.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly log: FastifyBaseLogger;
  private readonly queues = new Map<string, Definition>();
  private readonly pollingIntervalSeconds: number;
  private readonly stopTimeoutMs: number;
  private started = false;
  private stopping = false;
  private stopped = false;

  constructor(options: JobQueueOptions) {
    this.log = options.logger;
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    const cron = options.cronIntervalSeconds ?? 30;
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: JOBS_SCHEMA,
      application_name: 'vetclinic-jobs',
      max: options.maxConnections ?? 3,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      cronMonitorIntervalSeconds: cron,
      cronWorkerIntervalSeconds: Math.min(cron, 5),
    });
    // Without a listener an 'error' event would throw. While stopping, a query cut short by the pool's
    // end is expected: a warning, not an error.
    this.boss.on('error', (err) => {
      const level = this.stopping ? 'warn' : 'error';
      this.log[level]({ err: loggableError(err) }, 'Error en la cola de trabajos');
    });
  }

  /** Creates pg-boss's schema or brings it up to date, then opens the queues defined so far. */
  async start(): Promise<void> {
    if (this.started) return;
    // pg-boss does not fully restart (its maintenance stays off): a new JobQueue instead.
    if (this.stopped) throw new Error('Una cola de trabajos detenida no se vuelve a iniciar');
    await this.boss.start();
    this.started = true;
    for (const [name, definition] of this.queues) await this.open(name, definition);
  }

  /**
   * Stops fetching, waits for running jobs up to stopTimeoutMs, fails those still running (so another
   * instance or the next start retries them), and closes the queue's pool.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.stopping = true;
    this.stopped = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: this.stopTimeoutMs });
    this.started = false;
  }

  /** Declares a queue and its handler; this instance works on it once started. */
  async define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: QueueOptions = {},
  ): Promise<void> {
    if (!QUEUE_NAME.test(name)) throw new Error(`Nombre de cola no válido: ${name}`);
    if (this.queues.has(name)) throw new Error(`La cola ${name} ya está definida`);
    const definition: Definition = {
      handler: handler as JobHandler<never>,
      options: { ...QUEUE_DEFAULTS, ...options },
    };
    this.queues.set(name, definition);
    if (this.started) await this.open(name, definition);
  }

  /** Adds a job; null when a 'short' queue already has one waiting with the same singletonKey. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const { policy } = this.usable(name).options;
    if (policy === 'short' && !options.singletonKey)
      throw new Error(`La cola ${name} necesita una singletonKey en cada envío`);
    if (policy !== 'short' && options.singletonKey)
      throw new Error(`La cola ${name} no admite singletonKey (policy 'short')`);
    return this.boss.send(name, data, {
      singletonKey: options.singletonKey,
      startAfter: options.startAfter,
    });
  }

  /** A cron schedule (5 fields, in `tz`, UTC by default): sends `data` once per tick across instances. */
  async schedule(
    name: string,
    cron: string,
    data: object = {},
    options: { tz?: string } = {},
  ): Promise<void> {
    this.usable(name);
    await this.boss.schedule(name, cron, data, { tz: options.tz ?? 'UTC' });
  }

  async unschedule(name: string): Promise<void> {
    this.usable(name);
    await this.boss.unschedule(name);
  }

  /** One job, also once archived (null after pg-boss has deleted it: 7 days after archiving). */
  async job<T>(name: string, id: string): Promise<JobRecord<T> | null> {
    this.usable(name);
    const row = await this.boss.getJobById<T>(name, id, { includeArchive: true });
    return row ? toRecord<T>(row) : null;
  }

  /** Jobs that ran out of retries, newest first, with why the last attempt failed. */
  async failed<T>(name: string, limit = 100): Promise<JobRecord<T>[]> {
    this.usable(name);
    return failedJobs<T>(this.boss.getDb(), JOBS_SCHEMA, name, limit);
  }

  /** Jobs waiting (created or waiting for a retry), running ones excluded. */
  async waiting(name: string): Promise<number> {
    this.usable(name);
    return this.boss.getQueueSize(name);
  }

  private usable(name: string): Definition {
    const definition = this.queues.get(name);
    if (!definition) throw new Error(`La cola ${name} no está definida`);
    if (!this.started) throw new Error('La cola de trabajos no está iniciada');
    return definition;
  }

  private open(name: string, definition: Definition): Promise<void> {
    definition.opened ??= this.createAndWork(name, definition);
    return definition.opened;
  }

  private async createAndWork(name: string, definition: Definition): Promise<void> {
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds, policy, concurrency } = definition.options;
    const settings = { name, retryLimit, retryDelay, retryBackoff, expireInSeconds, policy };
    await createQueueOnce(() => this.boss.createQueue(name, settings));
    // createQueue leaves an existing queue as it was: the code's settings win.
    await this.boss.updateQueue(name, settings);
    for (let i = 0; i < concurrency; i++) await this.work(name, definition.handler);
  }

  private async work(name: string, handler: JobHandler<never>): Promise<void> {
    const worker: { id?: string } = {}; // known once work() answers, before any job arrives
    const run = async ([job]: PgBoss.JobWithMetadata<never>[]) => {
      try {
        await handler({
          id: job.id,
          name: job.name,
          data: job.data,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        });
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        this.log.warn(
          { queue: name, jobId: job.id, retryCount: job.retryCount, err: failureKind(err) },
          last ? 'Trabajo fallido, sin más reintentos' : 'Trabajo fallido; se reintentará',
        );
        throw err; // pg-boss records it in the job and schedules the retry
      } finally {
        // pg-boss waits a whole polling interval after every fetch; asking again at once drains a
        // backlog at the handler's pace (an empty fetch then waits as usual).
        if (worker.id) this.boss.notifyWorker(worker.id);
      }
    };
    worker.id = await this.boss.work<never>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds },
      run,
    );
  }
}

/**
 * Two instances creating one queue at once deadlock in pg-boss's create_queue (each waits for the
 * other's lock on pgboss.queue); PostgreSQL aborts one, whose retry then finds the queue made.
 */
async function createQueueOnce(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
    }
  }
}
