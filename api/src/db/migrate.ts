import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './pool.js';

// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 7_390_112_001;
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies api/migrations/NNN_name.sql in order, each in its own transaction, recording them in
 * schema_migrations. A session-level advisory lock makes concurrent start-ups wait for each other.
 */
export async function migrate(db: Db, dir: string, logger?: FastifyBaseLogger): Promise<MigrationResult> {
  const files = await listMigrations(dir);
  const client = await db.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: string; checksum: string }>(
        'SELECT version, checksum FROM schema_migrations',
      );
      const done = new Map(rows.map((r) => [r.version, r.checksum]));
      for (const file of files) {
        const sql = await readFile(path.join(dir, file.name), 'utf8');
        const checksum = createHash('sha256').update(sql).digest('hex');
        const previous = done.get(file.version);
        if (previous !== undefined) {
          // Editing an applied migration does nothing on existing databases: say so instead of silently diverging.
          if (previous !== checksum)
            logger?.warn(
              { migration: file.name },
              'Una migración ya aplicada cambió en disco; no se vuelve a aplicar',
            );
          continue;
        }
        try {
          await client.query('BEGIN');
          await client.query(sql);
          await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
            file.version,
            file.name,
            checksum,
          ]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`La migración ${file.name} falló: ${(err as Error).message}`, { cause: err });
        }
        applied.push(file.name);
        logger?.info({ migration: file.name }, 'Migración aplicada');
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
  return { applied };
}

async function listMigrations(dir: string): Promise<{ version: string; name: string }[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  const seen = new Set<string>();
  return names.map((name) => {
    const match = FILE_PATTERN.exec(name);
    if (!match) throw new Error(`Nombre de migración inválido: ${name} (se espera NNN_nombre.sql)`);
    const version = match[1];
    if (seen.has(version)) throw new Error(`Hay dos migraciones con el número ${version}`);
    seen.add(version);
    return { version, name };
  });
}
