import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/app.js';
import { get, signUp } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { del } from './helpers/owners.js';
import { jpeg } from './helpers/patients.js';

/** Issue 25 (4): the clinic's logo, for the PDFs: uploaded by the administrator, read by every member. */
describe("the clinic's logo", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;

  async function upload(token: string, bytes: Buffer, filename = 'logo.jpg') {
    const boundary = 'logoBoundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\n`),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic/logo',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    return { status: res.statusCode, body: res.json() };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a re-encoded PNG of at most 400 px that every member reads, and says so in the session', async () => {
    expect((await get(t.app, '/api/auth/user', admin.token)).body.clinic.hasLogo).toBe(false);
    expect(await upload(admin.token, await jpeg(1200, 600))).toEqual({
      status: 200,
      body: { msg: 'Logo guardado' },
    });
    const groomer = await joinClinic(t, await clinicOfSession(t, admin.token), 'groomer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clinic/logo',
      headers: { authorization: `Bearer ${groomer.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 400, height: 200 });
    expect((await get(t.app, '/api/auth/user', groomer.token)).body.clinic.hasLogo).toBe(true);
    expect(await upload(groomer.token, await jpeg(10, 10))).toMatchObject({ status: 403 });
  });

  it('refuses what is not an image, and an empty upload, in Spanish; removes the logo', async () => {
    expect(await upload(admin.token, Buffer.from('<svg onload="alert(1)"/>'), 'logo.svg')).toMatchObject({
      status: 415,
      body: { msg: 'Formato de imagen no permitido. Usa JPG, PNG o WEBP' },
    });
    expect(await upload(admin.token, Buffer.alloc(0))).toMatchObject({
      status: 400,
      body: { msg: 'Elige una imagen para el logo' },
    });
    expect(await del(t.app, '/api/clinic/logo', admin.token)).toMatchObject({
      status: 200,
      body: { msg: 'Logo eliminado' },
    });
    expect(await get(t.app, '/api/clinic/logo', admin.token)).toMatchObject({
      status: 404,
      body: { msg: 'La clínica no tiene logo' },
    });
  });
});
