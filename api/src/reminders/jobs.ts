import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue.js';
import { dueEmailReminders, planReminders } from './plan.js';
import { sendReminder, type SendDeps } from './send.js';

export const PLAN_QUEUE = 'reminders-plan';
export const SEND_QUEUE = 'reminder-send';

// Retries with backoff: 30 s, 1, 2, 4, 8 min… (a mail server down for a quarter of an hour loses
// nothing); then the reminder is «fallido» in Notificaciones, with «Reintentar».
const SEND_RETRIES = 6;

/** The send queue's timings (tests shorten them): first retry delay, and when a silent job is retried. */
export interface SendTimings {
  retryDelaySeconds: number;
  expireInSeconds: number;
}
const SEND_TIMINGS: SendTimings = { retryDelaySeconds: 30, expireInSeconds: 120 };

/**
 * The reminders' two queues: once a minute (pg-boss's cron fires once across instances) the planner
 * writes the reminders due and hands each e-mail to the send queue, keyed by the reminder so it is
 * queued once; each send job mails one reminder (send.ts).
 */
export async function defineReminderJobs(
  jobs: JobQueue,
  deps: SendDeps,
  log: FastifyBaseLogger,
  timings: SendTimings = SEND_TIMINGS,
): Promise<void> {
  await jobs.define<{ id: string }>(
    SEND_QUEUE,
    (job) => sendReminder(deps, job.data.id, job.retryCount >= job.retryLimit),
    {
      retryLimit: SEND_RETRIES,
      retryDelay: timings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: timings.expireInSeconds,
      policy: 'short',
    },
  );
  await jobs.define(PLAN_QUEUE, () => planAndDispatch(jobs, deps, log), {
    retryLimit: 0,
    expireInSeconds: 120,
  });
}

/** Starts the planner's minute (after jobs.start()). */
export async function scheduleReminders(jobs: JobQueue): Promise<void> {
  await jobs.schedule(PLAN_QUEUE, '* * * * *');
}

/** One tick: plan, then queue every e-mail due that was never tried. */
export async function planAndDispatch(jobs: JobQueue, deps: SendDeps, log: FastifyBaseLogger): Promise<void> {
  const now = deps.clock.now();
  const planned = await planReminders(deps.db, now);
  const due = await dueEmailReminders(deps.db, now);
  for (const id of due) await jobs.send(SEND_QUEUE, { id }, { singletonKey: id });
  if (planned.appointments + planned.preventives + planned.cancelled + due.length > 0) {
    log.info({ ...planned, queued: due.length }, 'Recordatorios planificados');
  }
}
