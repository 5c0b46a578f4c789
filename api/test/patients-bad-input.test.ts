import { useStarted } from './helpers/app.js';
import { vetWithOwner } from './helpers/owners.js';
import { expectRefused, uploadTraces } from './helpers/photo-refusals.js';
import {
  createPet,
  jpeg,
  petFields,
  photo,
  pngClaiming,
  sendForm,
  startPatientsApp,
  type FilePart,
} from './helpers/patients.js';

const FORMAT_MSG = 'Formato de imagen no permitido. Usa JPG, PNG o WEBP';
const DAMAGED_MSG = 'La imagen está dañada o incompleta';

/** The bad inputs: each a clear Spanish 4xx, no pet stored or changed, no file left on disk. */
describe('patients: bad input', () => {
  const t = useStarted(startPatientsApp);
  let token: string;
  let ownerId: string;
  let pet: { _id: string; photo: string };
  beforeAll(async () => {
    ({ token, ownerId } = await vetWithOwner(t));
    pet = await createPet(t, token, ownerId, {}, [photo(await jpeg(40, 40, '#446688'))]);
  });

  const snapshot = () => uploadTraces(t, token);
  const refused = (files: FilePart[], status: number, msg: string) =>
    expectRefused(t, { token, ownerId, petId: pet._id }, files, status, msg);

  it('a text file renamed .jpg: 415', async () => {
    await refused(
      [photo(Buffer.from('esto no es una foto, es texto\n'.repeat(20)), 'foto.jpg', 'image/jpeg')],
      415,
      FORMAT_MSG,
    );
  });

  it('an SVG (even declared as an image): 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await refused([photo(svg, 'foto.svg', 'image/svg+xml')], 415, FORMAT_MSG);
    await refused([photo(svg, 'foto.png', 'image/png')], 415, FORMAT_MSG);
  });

  it('a GIF: 415', async () => {
    await refused(
      [photo(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif')],
      415,
      FORMAT_MSG,
    );
  });

  it('a 50 MB image: 413 "La foto no puede superar 5 MB"', async () => {
    const huge = Buffer.concat([await jpeg(10, 10), Buffer.alloc(50 * 1024 * 1024)]);
    await refused([photo(huge)], 413, 'La foto no puede superar 5 MB');
  });

  it('a 20000x20000 PNG: 413 before it is decoded', async () => {
    await refused(
      [photo(pngClaiming(20000, 20000), 'bomba.png', 'image/png')],
      413,
      'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)',
    );
  });

  it('a truncated JPEG, or garbage behind a JPEG signature: 400', async () => {
    const whole = await jpeg(300, 200);
    await refused([photo(whole.subarray(0, Math.floor(whole.length / 2)))], 400, DAMAGED_MSG);
    await refused(
      [photo(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]))],
      400,
      DAMAGED_MSG,
    );
  });

  it('two files: 413; a photo sent as text: 400', async () => {
    const image = await jpeg(10, 10);
    await refused([photo(image), photo(image, 'b.jpg')], 413, 'Solo se puede enviar una foto');
    const before = await snapshot();
    const res = await sendForm(
      t,
      'POST',
      `/api/owners/${ownerId}/patients`,
      token,
      petFields({ photo: 'http://x/y.jpg' }),
    );
    expect(res).toMatchObject({ status: 400, body: { msg: 'La foto debe enviarse como archivo de imagen' } });
    expect(await snapshot()).toEqual(before);
  });

  it('a future birth date, weight -1, an unknown species: 400 and the (valid) photo is not stored', async () => {
    const image = photo(await jpeg(12, 12, '#fedcba'));
    const before = await snapshot();
    const cases: [Record<string, string>, string][] = [
      [{ birthDate: '2999-01-01' }, 'La fecha no puede ser futura'],
      [{ weight: '-1' }, 'El peso debe ser un número mayor o igual a 0'],
      [
        { species: 'Unicornio' },
        'La especie debe ser una de: Canino, Felino, Conejo, Ave, Reptil, Roedor, Hurón, Otro',
      ],
    ];
    for (const [fields, msg] of cases) {
      const created = await sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, petFields(fields), [
        image,
      ]);
      expect(created).toMatchObject({ status: 400, body: { msg } });
      const edit = { ...fields, version: 1 };
      const updated = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, edit, [image]);
      expect(updated).toMatchObject({ status: 400, body: { msg } });
    }
    const missingOwner = await sendForm(
      t,
      'POST',
      '/api/owners/00000000-0000-4000-8000-000000000000/patients',
      token,
      petFields(),
      [image],
    );
    expect(missingOwner.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  const unexpected = { status: 500, body: { msg: 'Ocurrió un error inesperado.' } };
  const createWith = (image: FilePart) =>
    sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, petFields(), [image]);
  /** Runs `body` while triggers make the database fail the given writes ("BEFORE INSERT ON patients"). */
  async function whileWritesFail(writes: string[], body: () => Promise<void>) {
    await t.db.query(`CREATE FUNCTION fail_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    for (const [i, write] of writes.entries())
      await t.db.query(`CREATE TRIGGER fail_write_${i} ${write} FOR EACH ROW EXECUTE FUNCTION fail_write()`);
    try {
      await body();
    } finally {
      await t.db.query('DROP FUNCTION fail_write() CASCADE'); // and its triggers
    }
  }

  it('when the database write fails after the file was written, the file is removed again', async () => {
    const image = photo(await jpeg(14, 14, '#0a0b0c'));
    const before = await snapshot();
    await whileWritesFail(['BEFORE INSERT OR UPDATE ON patients'], async () => {
      expect(await createWith(image)).toMatchObject(unexpected);
      const updated = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, { version: 1 }, [image]);
      expect(updated).toMatchObject(unexpected);
    });
    expect(await snapshot()).toEqual(before);
  });

  it('when the write and the cleanup after it both fail, nothing is left: the photo was part of the rolled-back write', async () => {
    const image = photo(await jpeg(15, 15, '#0d0e0f'));
    const before = await snapshot();
    // The insert fails, then so does the cleanup's delete: the database "went away" for a moment.
    await whileWritesFail(['BEFORE INSERT ON patients', 'BEFORE DELETE ON photos'], async () => {
      expect(await createWith(image)).toMatchObject(unexpected);
    });
    expect(await snapshot()).toEqual(before);
  });
});
