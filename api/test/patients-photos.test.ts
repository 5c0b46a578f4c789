import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { useStarted } from './helpers/app.js';
import { get, login, post, signUp } from './helpers/http.js';
import { createOwner, del } from './helpers/owners.js';
import {
  createPet,
  fetchRaw,
  GPS_LATITUDE_BYTES,
  jpeg,
  jpegRotated,
  jpegWithGps,
  petFields,
  photo,
  png,
  sendForm,
  startPatientsApp,
  webp,
} from './helpers/patients.js';

const MINUTE = 60_000;
const PHOTO_URL =
  /^\/api\/photos\/([0-9a-f]{64})\.webp\?session=[0-9a-f-]{36}&exp=\d+&sig=[A-Za-z0-9_-]{43}$/;
const hashOf = (url: string) => PHOTO_URL.exec(url)?.[1];

describe('patients: photos', () => {
  const t = useStarted(startPatientsApp);
  let vet: Awaited<ReturnType<typeof signUp>>;
  let token: string;
  let ownerId: string;
  beforeAll(async () => {
    vet = await signUp(t);
    token = vet.token;
    ownerId = (await createOwner(t, token))._id;
  });

  async function fetchPhoto(url: string) {
    const res = await fetchRaw(t, url); // no Authorization header, as an <img> sends it
    expect(res.statusCode).toBe(200);
    return { res, bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
  }

  it('a photo is stored re-encoded in the database (not in DATA_DIR) and served from a signed URL', async () => {
    const pet = await createPet(t, token, ownerId, {}, [
      photo(await png(3000, 2000), 'grande.png', 'image/png'),
    ]);
    expect(pet.photo).toMatch(PHOTO_URL);
    const hash = hashOf(pet.photo)!;
    expect(await t.storedPhotos()).toContain(hash);
    expect(await readdir(t.dataDir)).not.toContain('photos');

    const { res, bytes, meta } = await fetchPhoto(pet.photo);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(
      /^private, max-age=(\d+), immutable$/.exec(String(res.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(30 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(60 * 60);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 683]);
  });

  it('JPEG, PNG and WEBP are accepted; small images keep their size', async () => {
    for (const [data, name, type] of [
      [await jpeg(64, 48), 'a.jpg', 'image/jpeg'],
      [await png(64, 48), 'b.png', 'image/png'],
      [await webp(64, 48), 'c.webp', 'image/webp'],
    ] as const) {
      const pet = await createPet(t, token, ownerId, {}, [photo(data, name, type)]);
      const { meta } = await fetchPhoto(pet.photo);
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 48]);
    }
  });

  it('EXIF (GPS position included) is dropped', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(GPS_LATITUDE_BYTES)).toBe(true);
    expect(before.exif?.includes(Buffer.from('Clinica Secreta'))).toBe(true);

    const pet = await createPet(t, token, ownerId, {}, [photo(original)]);
    const { bytes, meta } = await fetchPhoto(pet.photo);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(GPS_LATITUDE_BYTES)).toBe(false);
    expect(bytes.includes(Buffer.from('Clinica Secreta'))).toBe(false);
  });

  it('the EXIF orientation is applied before it is dropped (the photo stays upright)', async () => {
    const pet = await createPet(t, token, ownerId, {}, [photo(await jpegRotated())]);
    const { meta } = await fetchPhoto(pet.photo);
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 200, undefined]);
  });

  it('identical images are stored once; the photo goes with the last pet that shows it', async () => {
    const image = await jpeg(50, 50, '#abcdef');
    const a = await createPet(t, token, ownerId, {}, [photo(image)]);
    const other = await signUp(t);
    const b = await createPet(t, other.token, (await createOwner(t, other.token))._id, {}, [
      photo(image, 'x.jpg'),
    ]);
    const hash = hashOf(a.photo)!;
    expect(hashOf(b.photo)).toBe(hash);
    expect((await t.storedPhotos()).filter((h) => h === hash)).toHaveLength(1);

    expect((await del(t.app, `/api/patients/${a._id}`, token)).status).toBe(200);
    expect(await t.storedPhotos()).toContain(hash);
    expect((await fetchRaw(t, b.photo)).statusCode).toBe(200);
    expect((await del(t.app, `/api/patients/${b._id}`, other.token)).status).toBe(200);
    const { rowCount } = await t.db.query('SELECT 1 FROM photos WHERE hash = $1', [hash]);
    expect(rowCount).toBe(0);
  });

  it('PUT with only a photo: "Foto actualizada con éxito"; the replaced photo goes', async () => {
    const pet = await createPet(t, token, ownerId, {}, [photo(await jpeg(40, 40, '#101010'))]);
    const oldHash = hashOf(pet.photo)!;
    const res = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, { version: pet.version }, [
      photo(await png(40, 40, '#f0f0f0'), 'n.png', 'image/png'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Foto actualizada con éxito');
    const newHash = hashOf(res.body.patient.photo)!;
    expect(newHash).not.toBe(oldHash);
    const { photo: _p, updatedAt: _u, version, ...rest } = res.body.patient;
    const { photo: _op, updatedAt: _ou, version: oldVersion, ...before } = pet;
    expect(rest).toEqual(before);
    expect(version).toBe(oldVersion + 1);
    const stored = await t.storedPhotos();
    expect(stored).toContain(newHash);
    expect(stored).not.toContain(oldHash);
    expect((await fetchRaw(t, pet.photo)).statusCode).toBe(404);
  });

  it('PUT with fields and a photo: "Información actualizada con éxito"', async () => {
    const pet = await createPet(t, token, ownerId);
    const res = await sendForm(
      t,
      'PUT',
      `/api/patients/${pet._id}`,
      token,
      { weight: '3', version: pet.version },
      [photo(await jpeg(30, 30, '#777'))],
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Información actualizada con éxito');
    expect(res.body.patient).toMatchObject({ weight: 3, photo: expect.stringMatching(PHOTO_URL) });
  });

  it('an empty file part (form with no file chosen) counts as no photo', async () => {
    const created = await sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, petFields(), [
      photo(Buffer.alloc(0), ''),
    ]);
    expect(created.status).toBe(201);
    expect(created.body.patient.photo).toBeNull();
    const { _id, version } = created.body.patient;
    const put = await sendForm(t, 'PUT', `/api/patients/${_id}`, token, { version }, [
      photo(Buffer.alloc(0), ''),
    ]);
    expect(put).toMatchObject({ status: 400, body: { msg: 'No hay cambios para guardar' } });
  });

  it('deleting an owner removes its pets’ photos once the delete has committed', async () => {
    const owner = await createOwner(t, token);
    const p1 = await createPet(t, token, owner._id, {}, [photo(await jpeg(20, 20, '#123456'))]);
    const p2 = await createPet(t, token, owner._id, {}, [
      photo(await png(20, 20, '#654321'), 'p.png', 'image/png'),
    ]);
    const hashes = [hashOf(p1.photo)!, hashOf(p2.photo)!];
    expect(await t.storedPhotos()).toEqual(expect.arrayContaining(hashes));
    expect((await del(t.app, `/api/owners/${owner._id}`, token)).status).toBe(200);
    const stored = await t.storedPhotos();
    for (const h of hashes) expect(stored).not.toContain(h);
  });

  describe('the signed URL', () => {
    let pet: { _id: string; photo: string };
    beforeAll(async () => {
      pet = await createPet(t, token, ownerId, {}, [photo(await jpeg(33, 33, '#0f0f0f'))]);
    });

    it('is the same on every read within its window, so the browser cache is reused', async () => {
      const again = await get(t.app, `/api/patients/${pet._id}`, token);
      expect(again.body.photo).toBe(pet.photo);
      const list = await get(t.app, '/api/patients', token);
      expect(list.body.find((p: { _id: string }) => p._id === pet._id).photo).toBe(pet.photo);
    });

    it('refuses a tampered, incomplete or re-targeted URL with one 404', async () => {
      const url = new URL(pet.photo, 'http://x');
      // Another live session of the same vet: a URL is good only for the session it was signed for.
      await login(t, vet.email, vet.password);
      const { rows } = await t.db.query<{ id: string }>(
        'SELECT id FROM sessions WHERE id <> $1 AND vet_id = (SELECT vet_id FROM sessions WHERE id = $1)',
        [url.searchParams.get('session')],
      );
      expect(rows.length).toBeGreaterThan(0);
      const variants = [
        pet.photo.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A')),
        pet.photo.replace(/exp=\d+/, `exp=${Number(url.searchParams.get('exp')) + 1800}`),
        pet.photo.replace(/session=[0-9a-f-]+/, `session=${rows[0].id}`),
        pet.photo.replace(/&sig=.*/, ''),
        url.pathname,
        url.pathname.replace('.webp', '.png') + url.search,
        `/api/photos/..%2F..%2Fphoto-url-key?${url.searchParams.toString()}`,
      ];
      for (const variant of variants) {
        const res = await fetchRaw(t, variant);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ msg: 'Foto no encontrada' });
      }
    });

    it('expires within the hour; the next read signs a fresh one', async () => {
      t.clock.advance(61 * MINUTE);
      expect((await fetchRaw(t, pet.photo)).statusCode).toBe(404);
      const fresh = (await get(t.app, `/api/patients/${pet._id}`, token)).body.photo;
      expect(fresh).not.toBe(pet.photo);
      expect((await fetchRaw(t, fresh)).statusCode).toBe(200);
      pet.photo = fresh;
    });

    it('ends with the session it was signed for: logout ends its URLs, other sessions keep theirs', async () => {
      const other = await login(t, vet.email, vet.password);
      const mine = (await get(t.app, `/api/patients/${pet._id}`, other)).body.photo;
      expect(mine).not.toBe(pet.photo);
      expect((await fetchRaw(t, mine)).statusCode).toBe(200);
      expect((await post(t.app, '/api/auth/logout', undefined, other)).status).toBe(204);
      expect((await fetchRaw(t, mine)).statusCode).toBe(404);
      expect((await fetchRaw(t, pet.photo)).statusCode).toBe(200);
    });

    it('ends when its session has been idle too long, though the URL itself has time left', async () => {
      const idle = await login(t, vet.email, vet.password);
      const url = (await get(t.app, `/api/patients/${pet._id}`, idle)).body.photo;
      await t.db.query("UPDATE sessions SET last_seen_at = last_seen_at - interval '3 hours' WHERE id = $1", [
        new URL(url, 'http://x').searchParams.get('session'),
      ]);
      expect((await fetchRaw(t, url)).statusCode).toBe(404);
    });

    it('stops working once the pet is deleted, even if another vet still shows the same image', async () => {
      const image = await jpeg(21, 21, '#aa0000');
      const mine = await createPet(t, token, ownerId, {}, [photo(image)]);
      const other = await signUp(t);
      await createPet(t, other.token, (await createOwner(t, other.token))._id, {}, [photo(image)]);
      expect((await fetchRaw(t, mine.photo)).statusCode).toBe(200);
      await del(t.app, `/api/patients/${mine._id}`, token);
      expect((await fetchRaw(t, mine.photo)).statusCode).toBe(404);
    });

    it('is signed with a key made once in the database, so URLs survive a restart', async () => {
      const { rows } = await t.db.query('SELECT 1 FROM server_keys WHERE name = $1', ['photo-url']);
      expect(rows).toHaveLength(1);
      expect(await readdir(t.dataDir)).not.toContain('photo-url-key');
      const restarted = buildApp({ db: t.db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock });
      await restarted.ready();
      try {
        const res = await restarted.inject({ method: 'GET', url: pet.photo });
        expect(res.statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
    });
  });

  it('start-up removes photos no pet references (a release that failed earlier)', async () => {
    const pet = await createPet(t, token, ownerId, {}, [photo(await jpeg(22, 22, '#00aa00'))]);
    const hash = hashOf(pet.photo)!;
    // The pet goes behind the API's back, as if the server died before its cleanup ran.
    await t.db.query('DELETE FROM patients WHERE id = $1', [pet._id]);
    expect(await t.storedPhotos()).toContain(hash);
    const restarted = buildApp({ db: t.db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock });
    await restarted.ready();
    await restarted.close();
    expect(await t.storedPhotos()).not.toContain(hash);
  });
});
