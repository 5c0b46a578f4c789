import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/pool.js';
import { defaultRanges } from '../src/lab/reference-ranges.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import {
  documentOf,
  downloadBackup,
  packDocument,
  storedPhoto,
  storedPhotoHashes,
  uploadBackup,
  type Doc,
} from './helpers/backup.js';
import { createService } from './helpers/grooming.js';
import { post, signUp } from './helpers/http.js';
import { createExam } from './helpers/lab.js';
import { createOwner } from './helpers/owners.js';
import { createPet, jpeg, photo, webp } from './helpers/patients.js';
import { clinicIdOf } from './helpers/tenancy.js';

const NOT_A_BACKUP = { msg: 'El archivo no es un respaldo de esta aplicación' };
const CORRUPT = { msg: 'El archivo de respaldo está dañado o incompleto' };

/** The same bytes with a stretch in the middle zeroed: the length and the headers still look right. */
function damaged(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes.fill(0, 40, Math.min(bytes.length - 8, 400));
  return bytes.toString('base64');
}

/** Issue #10 (8): the backup file is untrusted input; a refusal says why in Spanish and writes nothing. */
describe('backup refusals', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signUp>>;
  let doc: Doc;
  const copy = () => structuredClone(doc);

  /** A signed-in vet with an empty clinic, and a look at what it holds after the call. */
  async function emptyVet() {
    const vet = await signUp(t);
    const clinicId = await clinicIdOf(t.db, vet.email);
    const count = async () => {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM owners WHERE clinic_id = $1) + (SELECT count(*) FROM patients WHERE clinic_id = $1)
           + (SELECT count(*) FROM lab_reference_ranges WHERE clinic_id = $1) AS n`,
        [clinicId],
      );
      return Number(rows[0].n);
    };
    return { ...vet, clinicId, count };
  }
  const photoNames = () => storedPhotoHashes(t.db);

  beforeAll(async () => {
    t = await startTestApp({ extra: { backup: { uploadBytes: 64 * 1024, inflatedBytes: 256 * 1024 } } });
    a = await signUp(t);
    const owner = await createOwner(t, a.token, { name: 'Zqxwv Marca' });
    const pet = await createPet(t, a.token, owner._id, { name: 'Zqxwv' }, [photo(await jpeg())]);
    await createExam(t, a.token, pet._id);
    await createService(t, a.token, pet._id);
    doc = documentOf((await downloadBackup(t, a.token)).bytes);
  });
  afterAll(() => t.close());

  it('needs a session for both calls', async () => {
    expect((await downloadBackup(t)).status).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/backup/restore' });
    expect(res.statusCode).toBe(401);
  });

  it('another vet downloads only their own records, never A’s', async () => {
    const b = await signUp(t);
    await createOwner(t, b.token, { name: 'Propia De B' });
    const mine = documentOf((await downloadBackup(t, b.token)).bytes);
    expect(mine.owners.map((o) => o.name)).toEqual(['Propia De B']);
    expect(JSON.stringify(mine)).not.toContain('Zqxwv');
  });

  it.each([
    ['a text file', Buffer.from('hola, no soy un respaldo'), NOT_A_BACKUP],
    ['gzip of something that is not JSON', gzipSync('<html>'), CORRUPT],
    ['a gzip cut short', gzipSync(JSON.stringify({ format: 'vetclinic-respaldo' })).subarray(0, 20), CORRUPT],
    ['another JSON document', packDocument({ owners: [] }), NOT_A_BACKUP],
    ['a JSON list', packDocument([1, 2]), NOT_A_BACKUP],
    [
      'a newer version',
      packDocument({ format: 'vetclinic-respaldo', version: 2 }),
      {
        msg: 'El respaldo fue creado con una versión que esta aplicación no reconoce (versión admitida: 1)',
      },
    ],
    ['a backup without its lists', packDocument({ format: 'vetclinic-respaldo', version: 1 }), NOT_A_BACKUP],
  ])('refuses %s with 400 and a Spanish reason', async (_what, bytes, body) => {
    const vet = await emptyVet();
    const res = await uploadBackup(t, vet.token, bytes);
    expect(res).toMatchObject({ status: 400, body });
    expect(await vet.count()).toBe(0);
  });

  it('refuses a file above the upload limit, and a small file that inflates beyond its limit, with 413', async () => {
    const vet = await emptyVet();
    const big = Buffer.concat([gzipSync('x'), Buffer.alloc(70 * 1024)]);
    const tooBig = {
      status: 413,
      body: { msg: 'El archivo de respaldo es demasiado grande (máximo 200 MB)' },
    };
    expect(await uploadBackup(t, vet.token, big)).toMatchObject(tooBig);
    const bomb = gzipSync(Buffer.alloc(1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await uploadBackup(t, vet.token, bomb)).toMatchObject(tooBig);
  });

  it('refuses a request without the file', async () => {
    const vet = await emptyVet();
    const res = await post(t.app, '/api/backup/restore', { format: 'vetclinic-respaldo' }, vet.token);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toMatch(/formulario|archivo/);
  });

  it.each([
    ['an owner with a bad phone', (d: Doc) => (d.owners[0].contact = '0412-no'), 'propietario 1', 'contact'],
    [
      'a pet whose owner is not in the file',
      (d: Doc) => (d.patients[0].ownerId = 'otro'),
      'mascota 1',
      'ownerId',
    ],
    ['a pet of an unknown species', (d: Doc) => (d.patients[0].species = 'Dragón'), 'mascota 1', 'species'],
    ['a photo that is not an image', (d: Doc) => (d.patients[0].photo = 'aG9sYQ=='), 'mascota 1', 'photo'],
    [
      'a photo with damaged bytes',
      (d: Doc) => (d.patients[0].photo = damaged(String(d.patients[0].photo))),
      'mascota 1',
      'photo',
    ],
    ['a future exam', (d: Doc) => (d.labExams[0].date = '2999-01-01'), 'examen de laboratorio 1', 'date'],
    [
      'an exam whose cells do not add up',
      (d: Doc) => (d.labExams[0].totalCells = 7),
      'examen de laboratorio 1',
      'totalCells',
    ],
    ['a service that costs nothing', (d: Doc) => (d.grooming[0].cost = 0), 'servicio de estética 1', 'cost'],
    ['a repeated id', (d: Doc) => d.owners.push({ ...d.owners[0] }), 'propietario 2', 'id'],
    ['a record without its stamps', (d: Doc) => delete d.owners[0].createdAt, 'propietario 1', 'createdAt'],
    [
      'reference ranges upside down',
      (d: Doc) => {
        d.labReferenceRanges = defaultRanges();
        d.labReferenceRanges.perro.hematocrit = { min: 9, max: 1 };
      },
      'los rangos de referencia',
      'ranges.perro.hematocrit',
    ],
  ])(
    'refuses %s, naming the record and the field, and writes nothing',
    async (_what, change, where, field) => {
      const vet = await emptyVet();
      const bad = copy();
      change(bad);
      const files = await photoNames();
      const res = await uploadBackup(t, vet.token, packDocument(bad));
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(new RegExp(`^El respaldo tiene datos no válidos \\(${where}\\): `));
      expect(res.body.errors[0].field).toBe(field);
      expect(await vet.count()).toBe(0);
      expect(await photoNames()).toEqual(files);
    },
  );

  it('refuses an account that already holds records with 409, before reading the file', async () => {
    const vet = await emptyVet();
    await createOwner(t, vet.token);
    const res = await uploadBackup(t, vet.token, packDocument(copy()));
    expect(res).toMatchObject({
      status: 409,
      body: {
        msg: 'Tu cuenta ya tiene registros: el respaldo solo puede restaurarse en una cuenta sin propietarios ni mascotas',
      },
    });
    expect(await vet.count()).toBe(1);
  });

  it('a restore waits on the clinic another instance is writing into, then refuses it as no longer empty', async () => {
    const vet = await emptyVet();
    // Another instance's restore into the same clinic, holding the clinic's row as the restore does.
    const other = await t.db.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM clinics WHERE id = $1 FOR UPDATE', [vet.clinicId]);
      let answered = false;
      const restore = uploadBackup(t, vet.token, packDocument(copy())).finally(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toBe(false);
      await other.query(
        `INSERT INTO owners (clinic_id, name, contact) VALUES ($1, 'Restaurado por la otra instancia', '+58412')`,
        [vet.clinicId],
      );
      await other.query('COMMIT');
      expect((await restore).status).toBe(409);
      expect(await vet.count()).toBe(1);
    } finally {
      other.release();
    }
  });

  it('stores what the file says under the session’s account: unknown fields are dropped', async () => {
    const vet = await emptyVet();
    const tampered = copy();
    const aClinic = await clinicIdOf(t.db, a.email);
    Object.assign(tampered.owners[0], { clinic_id: aClinic, vet_id: aClinic, search_text: 'x', _id: 'y' });
    expect((await uploadBackup(t, vet.token, packDocument(tampered))).status).toBe(200);
    const { rows } = await t.db.query('SELECT clinic_id FROM owners WHERE name = $1', ['Zqxwv Marca']);
    expect(rows.map((r) => r.clinic_id).sort()).toEqual([aClinic, vet.clinicId].sort());
  });

  it('a WEBP carrying EXIF is not kept as it came: it is re-encoded, dropping the EXIF', async () => {
    const vet = await emptyVet();
    const other = copy();
    const tagged = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#246' } })
      .webp()
      .withExif({ IFD0: { Copyright: 'Clinica Secreta' } })
      .toBuffer();
    other.patients[0].photo = tagged.toString('base64');
    expect((await uploadBackup(t, vet.token, packDocument(other))).status).toBe(200);
    const { rows } = await t.db.query('SELECT photo_hash FROM patients WHERE clinic_id = $1', [vet.clinicId]);
    expect(rows[0].photo_hash).not.toBe(createHash('sha256').update(tagged).digest('hex'));
    const stored = (await storedPhoto(t.db, rows[0].photo_hash))!;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('a photo in another format is checked and stored re-encoded, like an upload', async () => {
    const vet = await emptyVet();
    const other = copy();
    other.patients[0].photo = (await jpeg(120, 90, '#0a0')).toString('base64');
    expect((await uploadBackup(t, vet.token, packDocument(other))).body.restored.photos).toBe(1);
    const { rows } = await t.db.query('SELECT photo_hash FROM patients WHERE clinic_id = $1', [vet.clinicId]);
    expect(await photoNames()).toContain(rows[0].photo_hash);
  });

  describe('when the database fails halfway through the transaction', () => {
    let failing: FastifyInstance;
    beforeAll(async () => {
      // The same database and DATA_DIR; every insert of a grooming service fails.
      const db: Db = {
        ...t.db,
        tx: (fn) =>
          t.db.tx((q) =>
            fn({
              query: (text: string, params?: unknown[]) =>
                text.includes('INSERT INTO grooming_services')
                  ? Promise.reject(new Error('fallo simulado'))
                  : q.query(text, params),
            } as typeof q),
          ),
      };
      failing = buildApp({ db, mailer: t.mailer, dataDir: t.dataDir, clock: t.clock });
      await failing.ready();
    });
    afterAll(() => failing.close());

    it('leaves no rows and no photo behind, and says so without internals', async () => {
      const vet = await emptyVet();
      const fresh = copy();
      fresh.patients[0].photo = (await webp(33, 33, '#a0a')).toString('base64');
      const files = await photoNames();
      const res = await uploadBackup({ ...t, app: failing }, vet.token, packDocument(fresh));
      expect(res).toMatchObject({ status: 500, body: { msg: 'Ocurrió un error inesperado.' } });
      expect(await vet.count()).toBe(0);
      expect(await photoNames()).toEqual(files);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos');
      expect(rows[0].n).toBe(files.length);
      // The same file goes in once the database is well again.
      expect((await uploadBackup(t, vet.token, packDocument(fresh))).status).toBe(200);
    });
  });
});
