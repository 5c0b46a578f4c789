// The floor the API is measured against: bare Fastify + pg running the same SQL as the product's
// routes (built by the API's own query builders; named statements where the product names them), with
// the same session lookup, and no schemas, hooks, helmet or compression. Env: DATABASE_URL, PORT.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { apiDist } from './lib/paths.mjs';

const { listPatientsQuery, countPatientsQuery, searchPatientsPageQuery } = await import(
  pathToFileURL(path.join(apiDist, 'patients', 'repo.js')).href
);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

// The clinic the session works in, through the member's active membership (as the product reads it).
async function clinicOf(request) {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query({
    name: 'session-in-clinic-by-token',
    text: `SELECT s.clinic_id FROM sessions s
      JOIN clinic_members m ON m.clinic_id = s.clinic_id AND m.vet_id = s.vet_id AND m.active
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    values: [hash],
  });
  return rows[0]?.clinic_id;
}

app.get('/api/owners/:id', async (request, reply) => {
  const clinicId = await clinicOf(request);
  const { rows } = await pool.query({
    name: 'owner-by-id',
    text: 'SELECT id, name, contact, email, address, created_at, updated_at FROM owners WHERE id = $1 AND clinic_id = $2',
    values: [request.params.id, clinicId],
  });
  return rows[0] ?? reply.code(404).send({ msg: 'Propietario no encontrado' });
});

app.get('/api/patients', async (request) => {
  const clinicId = await clinicOf(request);
  const words = (request.query.q ?? '').split(/\s+/).filter(Boolean);
  const page = { page: 1, limit: 20, offset: 0 };
  // As the product (listPatientsPage): a search's page carries its total; a plain page is counted apart.
  if (words.length > 0) {
    const { sql, params, name } = searchPatientsPageQuery(clinicId, { words }, page);
    const { rows } = await pool.query(name ? { name, text: sql, values: params } : sql, params);
    return { items: rows, total: rows[0]?.total ?? 0, page: 1, limit: 20 };
  }
  const list = listPatientsQuery(clinicId, {}, page);
  const count = countPatientsQuery(clinicId, {});
  const [items, total] = await Promise.all([
    pool.query(list.sql, list.params),
    pool.query(count.sql, count.params),
  ]);
  return { items: items.rows, total: total.rows[0].total, page: 1, limit: 20 };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
