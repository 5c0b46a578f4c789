// Direct access to the journeys' database, for the one thing no screen or API call can do: let time pass.
// The server under test runs the embedded PostgreSQL in E2E_DATA_DIR (or DATABASE_URL, if set); its
// password and port are in that folder (api/src/db/embedded).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR!;
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  // postmaster.pid: pid, data directory, start time, port, …
  const port = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/veterinaria`;
}

/**
 * Moves a consultation's registration `hours` into the past, as if it had been registered then. Triggers
 * are skipped (replica role): time passing is no edit, so it leaves no audit entry and no new version.
 */
export async function ageConsultation(consultationId: string, hours: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    const { rowCount } = await client.query(
      `UPDATE consultations SET created_at = created_at - make_interval(hours => $2) WHERE id = $1`,
      [consultationId, hours],
    );
    if (rowCount !== 1) throw new Error(`ageConsultation: no consultation ${consultationId}`);
  } finally {
    await client.end();
  }
}
