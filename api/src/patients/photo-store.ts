import type { Queryable } from '../db/pool.js';

/**
 * Photo bytes, kept in PostgreSQL (`photos.bytes`, migration 009): every API instance on the database
 * sees the same photos, whichever one stored them. Writes go through PhotoRefs (photo-refs.ts), inside
 * the transaction of the pet that shows the photo.
 */
export class PhotoStore {
  constructor(private readonly db: Queryable) {}

  /** The stored bytes of each hash given that has them (a hash missing from the map has none). */
  async readMany(hashes: readonly string[]): Promise<Map<string, Buffer>> {
    if (hashes.length === 0) return new Map();
    const { rows } = await this.db.query<{ hash: string; bytes: Buffer }>(
      'SELECT hash, bytes FROM photos WHERE hash = ANY($1) AND bytes IS NOT NULL',
      [[...new Set(hashes)]],
    );
    return new Map(rows.map((r) => [r.hash, r.bytes]));
  }
}

/** Of the hashes given, those without stored bytes (read in the caller's transaction, e.g. a snapshot). */
export async function missingPhotos(q: Queryable, hashes: readonly string[]): Promise<Set<string>> {
  const wanted = new Set(hashes);
  if (wanted.size === 0) return wanted;
  const { rows } = await q.query<{ hash: string }>(
    'SELECT hash FROM photos WHERE hash = ANY($1) AND bytes IS NOT NULL',
    [[...wanted]],
  );
  for (const { hash } of rows) wanted.delete(hash);
  return wanted;
}

/**
 * The bytes a signed photo URL may be answered with: only while its session is live (not past its
 * expiry, not idle longer than allowed: the same rule as `findSession`) and that session's vet still
 * has a pet showing the photo. One query, along patients_photo_idx.
 */
export async function photoForSession(
  q: Queryable,
  hash: string,
  sessionId: string,
  now: Date,
  sessionIdleMs: number,
): Promise<Buffer | undefined> {
  const { rows } = await q.query<{ bytes: Buffer }>(
    `SELECT ph.bytes FROM sessions s
       JOIN patients p ON p.clinic_id = s.clinic_id AND p.photo_hash = $1
       JOIN photos ph ON ph.hash = p.photo_hash
      WHERE s.id = $2 AND s.expires_at > $3 AND s.last_seen_at > $4 AND ph.bytes IS NOT NULL
      LIMIT 1`,
    [hash, sessionId, now, new Date(now.getTime() - sessionIdleMs)],
  );
  return rows[0]?.bytes;
}
