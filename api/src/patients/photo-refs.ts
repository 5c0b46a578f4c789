import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/pool.js';
import type { PhotoStore } from './photo-store.js';

/**
 * Keeps photo files and database rows in step. Whoever writes or removes the file of a hash first
 * locks that hash's `photos` row (an upsert holds the row lock until commit):
 * - a writer locks, writes the file, points a patient at it, commits;
 * - the cleanup locks, deletes the row only if no patient points at it, removes the file, commits.
 * One waits for the other, so the cleanup never removes a file that a transaction is about to use,
 * and identical images (same hash) share one row and one file.
 */
export class PhotoRefs {
  constructor(
    private readonly db: Db,
    private readonly store: PhotoStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Inside the caller's transaction, before the patient row that references the hash is written. */
  async hold(q: Queryable, hash: string, bytes: Buffer): Promise<void> {
    await lockRow(q, hash);
    await this.store.write(hash, bytes);
  }

  /**
   * After a commit that dropped references (pet deleted, photo replaced) or a rollback that left a
   * written file unused: removes each file no patient references. Never throws: a failure is logged
   * and the next sweep catches up.
   */
  async release(hashes: Iterable<string | null | undefined>): Promise<void> {
    for (const hash of new Set(hashes)) {
      if (!hash) continue;
      try {
        await this.db.tx(async (q) => {
          await lockRow(q, hash);
          const { rowCount } = await q.query(
            'DELETE FROM photos WHERE hash = $1 AND NOT EXISTS (SELECT 1 FROM patients WHERE photo_hash = $1)',
            [hash],
          );
          if (rowCount) await this.store.remove(hash);
        });
      } catch (err) {
        this.log.warn({ err, hash }, 'No se pudo liberar una foto sin uso; se reintentará');
      }
    }
  }

  /**
   * Every photo no pet references any more: after an owner delete (its pets went by cascade) and at
   * start-up (catching up on a release that failed). Only hashes this database knows are touched.
   */
  async sweep(): Promise<void> {
    const { rows } = await this.db.query<{ hash: string }>(
      'SELECT hash FROM photos WHERE NOT EXISTS (SELECT 1 FROM patients p WHERE p.photo_hash = photos.hash)',
    );
    await this.release(rows.map((r) => r.hash));
  }

  /**
   * At start-up: also the files on disk that have no `photos` row at all. A transaction that failed
   * rolls its row back, and if the cleanup after it failed too (the database gone for a moment), only
   * the file is left: `sweep` cannot see it. `release` takes the row lock first, so the file of an
   * upload still in flight is kept. DATA_DIR belongs to this server alone (`server.lock`).
   */
  async sweepDisk(): Promise<void> {
    const { rows } = await this.db.query<{ hash: string }>('SELECT hash FROM photos');
    const known = new Set(rows.map((r) => r.hash));
    await this.release((await this.store.hashes()).filter((hash) => !known.has(hash)));
  }
}

/** Creates the row when missing; either way holds its lock until the transaction ends. */
async function lockRow(q: Queryable, hash: string): Promise<void> {
  await q.query(
    'INSERT INTO photos (hash) VALUES ($1) ON CONFLICT (hash) DO UPDATE SET created_at = photos.created_at',
    [hash],
  );
}
