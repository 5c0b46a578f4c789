import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { databaseKey } from '../src/patients/photo-urls.js';
import { useStarted } from './helpers/app.js';
import { documentOf, downloadBackup } from './helpers/backup.js';
import { get, signUp } from './helpers/http.js';
import { capturingLogger } from './helpers/logger.js';
import { createOwner, del } from './helpers/owners.js';
import {
  createPet,
  fetchRaw,
  jpeg,
  photo,
  startPatientsApp,
  type PatientsTestApp,
} from './helpers/patients.js';

/**
 * Issue 22, «Varias instancias»: several API instances, each with its own DATA_DIR, on one
 * PostgreSQL. Photos and the URL key live in the database, so any instance serves, backs up and
 * deletes what another stored.
 */
describe('photos shared by every instance on one database', () => {
  let t: PatientsTestApp;
  let otherDir: string;
  let other: FastifyInstance;
  const logs = capturingLogger();
  beforeAll(async () => {
    t = await startPatientsApp();
    otherDir = await mkdtemp(path.join(os.tmpdir(), 'vet-api-otra-'));
    other = buildApp({ db: t.db, mailer: t.mailer, dataDir: otherDir, clock: t.clock, logger: logs.logger });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await rm(otherDir, { recursive: true, force: true });
  });

  it('a photo stored through one instance is served, backed up and deleted through the other', async () => {
    const vet = await signUp(t);
    const owner = await createOwner(t, vet.token);
    const pet = await createPet(t, vet.token, owner._id, { name: 'Nube' }, [
      photo(await jpeg(40, 30, '#135')),
    ]);
    const hash = /([0-9a-f]{64})\.webp/.exec(pet.photo)![1];
    const here = await fetchRaw(t, pet.photo);
    expect(here.statusCode).toBe(200);

    const there = await other.inject({ method: 'GET', url: pet.photo });
    expect(there.statusCode).toBe(200);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);

    const backup = await downloadBackup({ ...t, app: other }, vet.token);
    expect(backup.status).toBe(200);
    const [saved] = documentOf(backup.bytes).patients;
    expect(Buffer.from(saved.photo as string, 'base64').equals(here.rawPayload)).toBe(true);

    expect((await del(other, `/api/patients/${pet._id}`, vet.token)).status).toBe(200);
    const { rowCount } = await t.db.query('SELECT 1 FROM photos WHERE hash = $1', [hash]);
    expect(rowCount).toBe(0);
    expect((await fetchRaw(t, pet.photo)).statusCode).toBe(404);
    expect(await readdir(otherDir)).not.toContain('photos');
  });

  it('the request log never holds a photo URL’s signature', async () => {
    const vet = await signUp(t);
    const owner = await createOwner(t, vet.token);
    const pet = await createPet(t, vet.token, owner._id, {}, [photo(await jpeg(20, 20, '#531'))]);
    const sig = new URL(pet.photo, 'http://x').searchParams.get('sig')!;
    expect((await other.inject({ method: 'GET', url: pet.photo })).statusCode).toBe(200);
    expect(logs.text()).not.toContain(sig);
    const incoming = logs
      .lines()
      .find((l) => String((l.req as { url?: string })?.url).startsWith('/api/photos/'));
    expect((incoming?.req as { url: string }).url).toMatch(/&sig=\[oculto\]$/);
  });
});

describe('the photo-URL key', () => {
  const t = useStarted(startPatientsApp);

  it('is made once in the database: instances starting at once all read the same key', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => databaseKey(t.db, 'prueba-carrera')));
    expect(keys[0]).toHaveLength(32);
    for (const key of keys) expect(key.equals(keys[0])).toBe(true);
    const { rows } = await t.db.query('SELECT 1 FROM server_keys WHERE name = $1', ['prueba-carrera']);
    expect(rows).toHaveLength(1);
  });

  it('PHOTO_URL_KEY, when configured, signs instead: every instance given it accepts the URL', async () => {
    const hex = randomBytes(32).toString('hex');
    const configured = () =>
      buildApp({ db: t.db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock, photoUrlKey: hex });
    const [one, two] = [configured(), configured()];
    await Promise.all([one.ready(), two.ready()]);
    try {
      const vet = await signUp(t);
      const owner = await createOwner(t, vet.token);
      await createPet(t, vet.token, owner._id, {}, [photo(await jpeg(22, 18, '#246'))]);
      const url: string = (await get(one, '/api/patients', vet.token)).body[0].photo;
      const { pathname, searchParams } = new URL(url, 'http://x');
      const hash = /([0-9a-f]{64})\.webp$/.exec(pathname)![1];
      const expected = createHmac('sha256', Buffer.from(hex, 'hex'))
        .update(`photo:${hash}:${searchParams.get('session')}:${searchParams.get('exp')}`)
        .digest('base64url');
      expect(searchParams.get('sig')).toBe(expected);
      expect((await two.inject({ method: 'GET', url })).statusCode).toBe(200);
      // An instance left on the database's own key does not take it.
      expect((await fetchRaw(t, url)).statusCode).toBe(404);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe('an installation from before photos moved into the database', () => {
  const t = useStarted(startPatientsApp);

  it('moves DATA_DIR/photos into the database once at start-up, then the files are gone', async () => {
    const vet = await signUp(t);
    const owner = await createOwner(t, vet.token);
    const pet = await createPet(t, vet.token, owner._id, {}, [photo(await jpeg(30, 30, '#987'))]);
    const hash = /([0-9a-f]{64})\.webp/.exec(pet.photo)![1];
    const served = (await fetchRaw(t, pet.photo)).rawPayload;
    // As an older version left it: the row without bytes, the photo as a file, the key beside it.
    await t.db.query('UPDATE photos SET bytes = NULL WHERE hash = $1', [hash]);
    expect((await fetchRaw(t, pet.photo)).statusCode).toBe(404);
    const dir = path.join(t.dataDir, 'photos');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${hash}.webp`), served);
    const unused = await jpeg(5, 5, '#111');
    await writeFile(path.join(dir, `${createHash('sha256').update(unused).digest('hex')}.webp`), unused);
    await writeFile(path.join(dir, '.tmp-0123456789abcdef'), 'a medio escribir');
    const damaged = `${'c'.repeat(64)}.webp`;
    await writeFile(path.join(dir, damaged), 'no coincide con su nombre');
    await writeFile(path.join(t.dataDir, 'photo-url-key'), randomBytes(32).toString('hex'));

    for (let run = 0; run < 2; run++) {
      const restarted = buildApp({ db: t.db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock });
      await restarted.ready();
      await restarted.close();
      const { rows } = await t.db.query<{ bytes: Buffer }>('SELECT bytes FROM photos WHERE hash = $1', [
        hash,
      ]);
      expect(rows[0].bytes.equals(served)).toBe(true);
      expect(await readdir(dir)).toEqual([damaged]); // only what does not match its name is left
      expect(await readdir(t.dataDir)).not.toContain('photo-url-key');
    }
    const fresh = (await get(t.app, `/api/patients/${pet._id}`, vet.token)).body.photo;
    expect((await fetchRaw(t, fresh)).rawPayload.equals(served)).toBe(true);
  });

  it('a photo whose file was lost fails the backup with a Spanish message naming the pet', async () => {
    const vet = await signUp(t);
    const owner = await createOwner(t, vet.token);
    const pet = await createPet(t, vet.token, owner._id, { name: 'Canela' }, [
      photo(await jpeg(31, 29, '#789')),
    ]);
    await createPet(t, vet.token, owner._id, { name: 'Sin foto' });
    const hash = /([0-9a-f]{64})\.webp/.exec(pet.photo)![1];
    await t.db.query('UPDATE photos SET bytes = NULL WHERE hash = $1', [hash]);

    const res = await downloadBackup(t, vet.token);
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(res.bytes.toString('utf8'))).toEqual({
      msg: 'No se pudo crear el respaldo: falta la foto de la mascota «Canela». Vuelve a subirla con «Cambiar foto» y repite el respaldo.',
    });
  });
});
