import { buildApp } from '../src/app.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { capturingLogger } from './helpers/logger.js';

describe('error conventions', () => {
  let t: TestApp;
  let logs: ReturnType<typeof capturingLogger>;
  beforeAll(async () => {
    logs = capturingLogger();
    t = await startTestApp({ logger: logs.logger });
  });
  afterAll(() => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it('malformed JSON: 400 with a Spanish msg', async () => {
    const res = await login('{"email": "a@b.co", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'El cuerpo de la petición no es un JSON válido.' });
  });

  it('wrong content type: 415', async () => {
    const res = await login('email=a@b.co', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ msg: 'Tipo de contenido no soportado. Envía los datos como JSON.' });
  });

  it('oversized body (over the 1 MiB JSON limit): 413', async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ msg: 'El contenido enviado es demasiado grande.' });
  });

  it('a JSON body that is not an object: 400 in Spanish', async () => {
    const res = await login('[1,2]');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Los datos enviados deben ser un objeto JSON');
  });

  it('unknown /api route: 404 { msg: "Ruta no encontrada" }, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Ruta no encontrada' });
    }
  });

  it('an undecodable URL: 400 in Spanish, not the framework text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'La dirección solicitada no es válida.' });
  });

  it('unexpected failure: 500 with the generic msg only; the detail goes to the log', async () => {
    // A route that fails the way a bad query would, registered on a second app built the same way (routes cannot be added once an app is ready).
    const boom = buildApp({ db: t.db, mailer: t.mailer, dataDir: t.dataDir, logger: logs.logger });
    boom.get('/api/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:12');
    });
    const res = await boom.inject({ method: 'GET', url: '/api/boom' });
    await boom.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ msg: 'Ocurrió un error inesperado.' });
    expect(res.body).not.toMatch(/secret_table|\.ts|stack/);
    expect(logs.text()).toContain('secret_table');
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never logs the Authorization header or passwords', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@clinica.test', password: 'ContraseñaMuySecreta' },
      headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-password/123456',
      payload: { password: 'ContraseñaMuySecreta', confirmPassword: 'ContraseñaMuySecreta' },
    });
    const text = logs.text();
    expect(text).not.toContain('ContraseñaMuySecreta');
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(text).not.toContain('update-password/123456');
  });
});
