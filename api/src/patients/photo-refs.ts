import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/pool.js';

/**
 * The `photos` rows pets point at. A row is the photo itself (its bytes, migration 009), so it is
 * written in the same transaction as the pet that shows it: a rollback takes a new row with it, and
 * nothing outside the database can be left behind. Identical images (same hash) share one row.
 *
 * What is left: a row no pet points at any more (pet deleted, photo replaced, owner deleted) is
 * removed after that commit. The removal locks the row first and only then checks for pets, in a
 * second statement (a fresh snapshot), so a writer that has just stored the same image for a new pet
 * (holding the row's lock until it commits) is waited for and seen: its row is kept.
 */
export class PhotoRefs {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Inside the caller's transaction, before the patient row that references the hash is written:
   * stores the bytes (once per distinct image; a row left without bytes by an older installation gets
   * them back) and holds the row's lock until that transaction ends.
   */
  async hold(q: Queryable, hash: string, bytes: Buffer): Promise<void> {
    await q.query(
      `INSERT INTO photos (hash, bytes) VALUES ($1, $2)
       ON CONFLICT (hash) DO UPDATE SET bytes = coalesce(photos.bytes, excluded.bytes)`,
      [hash, bytes],
    );
  }

  /**
   * After a commit that dropped references (pet deleted, photo replaced): removes each row no patient
   * references. One short transaction per hash, so it never holds two row locks (no deadlock with a
   * writer). Never throws: a failure is logged and the next sweep catches up. After a rollback there
   * is nothing to do (the transaction took its new row with it); callers may still call it.
   */
  async release(hashes: Iterable<string | null | undefined>): Promise<void> {
    for (const hash of new Set(hashes)) {
      if (!hash) continue;
      try {
        await this.db.tx(async (q) => {
          await q.query('SELECT 1 FROM photos WHERE hash = $1 FOR UPDATE', [hash]);
          await q.query(
            'DELETE FROM photos WHERE hash = $1 AND NOT EXISTS (SELECT 1 FROM patients WHERE photo_hash = $1)',
            [hash],
          );
        });
      } catch (err) {
        this.log.warn({ err, hash }, 'No se pudo liberar una foto sin uso; se reintentará');
      }
    }
  }

  /**
   * Every photo no pet references any more: after an owner delete (its pets went by cascade) and at
   * start-up (a release that failed or never ran, e.g. the process died after the commit).
   */
  async sweep(): Promise<void> {
    const { rows } = await this.db.query<{ hash: string }>(
      'SELECT hash FROM photos WHERE NOT EXISTS (SELECT 1 FROM patients p WHERE p.photo_hash = photos.hash)',
    );
    await this.release(rows.map((r) => r.hash));
  }
}
