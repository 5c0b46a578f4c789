import { createHash } from 'node:crypto';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/pool.js';

const PHOTO_FILE = /^([0-9a-f]{64})\.webp$/;
const TEMP_FILE = /^\.tmp-/;

export interface MovedPhotos {
  /** Files whose bytes went into their row. */
  moved: number;
  /** Files left in place: their content does not match their name. */
  kept: number;
}

/**
 * Installations older than migration 009 kept each photo as DATA_DIR/photos/<sha256>.webp and the URL
 * key as DATA_DIR/photo-url-key. At start-up each file's bytes go into its `photos` row, and the file
 * is deleted once they are committed there (or when its row already has them, or when no row refers
 * to it: the old start-up sweep removed such files too). Half-written temp files go as well. Re-running
 * is harmless: a file is only deleted after its bytes are safe, and with the folder gone there is
 * nothing left to do. Every instance does this for its own DATA_DIR, so photos written through any of
 * them before the upgrade end up in the shared database.
 *
 * A file whose content does not hash to its name (damaged on disk) is left where it is, with a
 * warning: it is not what its row names, and a person may want to look at it.
 *
 * The old key file is deleted, not imported: URLs are now bound to a session (photo-urls.ts), so no
 * URL signed with it could be honoured anyway, and a secret nobody uses should not lie around.
 */
export async function movePhotoFilesIntoDatabase(
  db: Queryable,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<MovedPhotos> {
  const dir = path.join(dataDir, 'photos');
  const result: MovedPhotos = { moved: 0, kept: 0 };
  for (const name of await namesIn(dir)) {
    const file = path.join(dir, name);
    if (TEMP_FILE.test(name)) {
      await rm(file, { force: true });
      continue;
    }
    const hash = PHOTO_FILE.exec(name)?.[1];
    if (!hash) continue; // not ours: left alone
    const bytes = await readFile(file);
    if (createHash('sha256').update(bytes).digest('hex') !== hash) {
      log.warn({ file }, 'Una foto de DATA_DIR/photos no coincide con su nombre: se deja en su sitio');
      result.kept++;
      continue;
    }
    const { rowCount } = await db.query('UPDATE photos SET bytes = $2 WHERE hash = $1 AND bytes IS NULL', [
      hash,
      bytes,
    ]);
    result.moved += rowCount ?? 0;
    await rm(file, { force: true });
  }
  await rmdir(dir).catch(() => undefined); // only once empty
  await rm(path.join(dataDir, 'photo-url-key'), { force: true });
  if (result.moved > 0 || result.kept > 0) {
    log.info(result, 'Fotos de DATA_DIR/photos trasladadas a la base de datos');
  }
  return result;
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
