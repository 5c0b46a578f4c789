import { buildApp } from '../src/app.js';
import { createDb } from '../src/db/pool.js';
import { createMailer } from '../src/mail/mailer.js';
import { useTestApp } from './helpers/app.js';
import { get } from './helpers/http.js';
import { silentLogger } from './helpers/logger.js';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers 200 { status: "ok" } when the database answers', async () => {
    const res = await get(t.app, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers 503 with a Spanish msg when the database is unreachable', async () => {
    // Port 1 on the loopback: nothing listens there, so every query fails.
    const db = createDb('postgres://postgres@127.0.0.1:1/none');
    const app = buildApp({
      db,
      dataDir: t.dataDir,
      mailer: createMailer({ outboxDir: t.outboxDir, logger: silentLogger() }),
    });
    try {
      const res = await get(app, '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ msg: 'El servicio no está disponible: la base de datos no responde.' });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
