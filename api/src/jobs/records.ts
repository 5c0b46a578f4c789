import type PgBoss from 'pg-boss';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job as a screen or a test reads it back: where it stands, and why its last attempt failed. */
export interface JobRecord<T = unknown> {
  id: string;
  name: string;
  data: T;
  state: JobState;
  /** Retries so far (0 on the first attempt). */
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** The last failure's message: a handler's error, a timeout, a shutdown. */
  error: string | null;
}

interface JobRow {
  id: string;
  name: string;
  data: unknown;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  output: unknown;
}

/**
 * pg-boss keeps a failure in `output`: a thrown Error serialised (`{ message, … }`), or `{ value }` for
 * what it writes itself (a timeout `{ value: { message } }`, a shutdown `{ value: '…' }`).
 */
export function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
    return (value as { message: string }).message;
  return null;
}

export function toRecord<T>(row: JobRow | PgBoss.JobWithMetadata<T>): JobRecord<T> {
  const failed = row.state === 'failed' || row.state === 'retry';
  return {
    id: row.id,
    name: row.name,
    data: row.data as T,
    state: row.state,
    retryCount: row.retryCount,
    retryLimit: row.retryLimit,
    createdOn: row.createdOn,
    startedOn: row.startedOn ?? null,
    completedOn: row.completedOn ?? null,
    error: failed ? errorOf(row.output) : null,
  };
}

const columns = `id, name, data, state, retry_count AS "retryCount", retry_limit AS "retryLimit",
  created_on AS "createdOn", started_on AS "startedOn", completed_on AS "completedOn", output`;

/**
 * The queue's failed jobs, newest first: those still in the job table and those pg-boss's maintenance
 * has moved to its archive (after 12 hours; the archive is emptied after 7 days).
 */
export async function failedJobs<T>(
  db: PgBoss.Db,
  schema: string,
  name: string,
  limit: number,
): Promise<JobRecord<T>[]> {
  const { rows } = await db.executeSql(
    `SELECT * FROM (
       SELECT ${columns} FROM ${schema}.job WHERE name = $1 AND state = 'failed'
       UNION ALL
       SELECT ${columns} FROM ${schema}.archive WHERE name = $1 AND state = 'failed'
     ) failed
     ORDER BY "completedOn" DESC, id
     LIMIT $2`,
    [name, limit],
  );
  return (rows as JobRow[]).map((row) => toRecord<T>(row));
}
