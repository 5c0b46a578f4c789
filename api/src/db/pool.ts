import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** Anything that runs a query: the pool, or one client inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string | NamedQuery,
    params?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** A named statement (see `named`); a new object per call, as node-postgres writes `values` into it. */
export interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * A statement PostgreSQL parses and plans once per connection and then only binds and runs (a
 * node-postgres named statement), for the hot queries that run on every request. After five runs
 * PostgreSQL may keep a generic plan, built without the parameters' values: only for statements whose
 * best plan does not depend on them (a primary or unique key lookup, or a search that always reads its
 * trigram index). `name` must be unique per text.
 */
export function named(name: string, text: string, values: unknown[]): NamedQuery {
  return { name, text, values };
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT on one client; ROLLBACK when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** A dedicated client (migrations need one session for the advisory lock). */
  connect(): Promise<pg.PoolClient>;
  close(): Promise<void>;
}

export interface DbOptions {
  max?: number;
  logger?: FastifyBaseLogger;
}

export function createDb(connectionString: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  let closed = false;
  // An idle client can lose its server (restart, network): without a listener pg would crash the process.
  pool.on('error', (err) => {
    if (!closed) options.logger?.error({ err }, 'Conexión inactiva a PostgreSQL perdida');
  });
  // pool.end() resolves before its connections have closed; close() waits for them, so that the
  // embedded PostgreSQL is not stopped under connections still saying goodbye.
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });

  return {
    query: (text, params) => pool.query(text, params),
    connect: () => pool.connect(),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      const deadline = Date.now() + 5_000;
      while (open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
