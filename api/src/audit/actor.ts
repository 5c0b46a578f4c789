import type { Db, Queryable } from '../db/pool.js';

/**
 * The database as a request writes to it: every statement runs in a transaction that first names the
 * person it is made for, so the audit triggers (migration 012) log it under them and stamp the record's
 * created_by / updated_by. Reads need none of it and use the plain pool.
 */
export function writerFor(db: Db, actorId: string): Db {
  const asActor = (q: Queryable) => q.query("SELECT set_config('vet.actor', $1, true)", [actorId]);
  return {
    ...db,
    query: (text, params) =>
      db.tx(async (q) => {
        await asActor(q);
        return q.query(text, params);
      }),
    tx: (fn) =>
      db.tx(async (q) => {
        await asActor(q);
        return fn(q);
      }),
  };
}
