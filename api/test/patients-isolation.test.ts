import { createHmac } from 'node:crypto';
import { useStarted } from './helpers/app.js';
import { BY_ANA, get, signUpTokens } from './helpers/http.js';
import { createOwner, del } from './helpers/owners.js';
import { createPet, jpeg, petFields, photo, sendForm, startPatientsApp } from './helpers/patients.js';
import { expectRefusedAcrossClinics } from './helpers/tenancy.js';

/** Another vet's ids answer exactly like ids that do not exist, on every route. */
describe('patients: isolation between vets', () => {
  const t = useStarted(startPatientsApp);
  let a: string;
  let b: string;
  let ownerA: string;
  let petA: { _id: string; photo: string; version: number };
  beforeAll(async () => {
    [a, b] = await signUpTokens(t, 2);
    ownerA = (await createOwner(t, a))._id;
    petA = await createPet(t, a, ownerA, { name: 'DeA' }, [photo(await jpeg(16, 16, '#dd00dd'))]);
    await createPet(t, b, (await createOwner(t, b))._id, { name: 'DeB' });
  });

  const notFound = { status: 404, body: { msg: 'Mascota no encontrada' } };
  const ownerNotFound = { status: 404, body: { msg: 'Propietario no encontrado' } };

  it('lists and counts show only the vet’s own pets', async () => {
    const listA = await get(t.app, '/api/patients', a);
    const listB = await get(t.app, '/api/patients', b);
    expect(listA.body.map((p: { name: string }) => p.name)).toEqual(['DeA']);
    expect(listB.body.map((p: { name: string }) => p.name)).toEqual(['DeB']);
    expect((await get(t.app, '/api/patients/count', a)).body).toEqual({ total: 1 });
    expect((await get(t.app, '/api/patients/count', b)).body).toEqual({ total: 1 });
  });

  it('another vet’s pet: 404 to read, change (fields or photo) and delete; it stays as it was', async () => {
    expect(await get(t.app, `/api/patients/${petA._id}`, b)).toMatchObject(notFound);
    expect(
      await sendForm(t, 'PUT', `/api/patients/${petA._id}`, b, { name: 'Robado', version: petA.version }),
    ).toMatchObject(notFound);
    expect(
      await sendForm(t, 'PUT', `/api/patients/${petA._id}`, b, { version: petA.version }, [
        photo(await jpeg(16, 16, '#000001')),
      ]),
    ).toMatchObject(notFound);
    expect(await del(t.app, `/api/patients/${petA._id}`, b)).toMatchObject(notFound);
    expect((await get(t.app, `/api/patients/${petA._id}`, a)).body).toEqual({ ...petA, ...BY_ANA });
    expect(await t.storedPhotos()).toHaveLength(1);
  });

  it('another vet’s owner: 404 to list its pets or add one, and nothing is created', async () => {
    expect(await get(t.app, `/api/patients/owner/${ownerA}`, b)).toMatchObject(ownerNotFound);
    expect(await sendForm(t, 'POST', `/api/owners/${ownerA}/patients`, b, petFields())).toMatchObject(
      ownerNotFound,
    );
    expect((await get(t.app, '/api/patients/count', a)).body).toEqual({ total: 1 });
    expect((await get(t.app, '/api/patients/count', b)).body).toEqual({ total: 1 });
  });

  it('the database itself refuses a pet of one vet under another vet’s owner', async () => {
    await expectRefusedAcrossClinics(
      t,
      b,
      `INSERT INTO patients (clinic_id, owner_id, name, birth_date, species, sex, main_vet)
       VALUES ($1, $2, 'X', '2020-01-01', 'Canino', 'Macho', 'Y')`,
      ownerA,
      'patients_owner_fkey',
    );
  });

  it('a photo URL signed for another vet’s session is refused: the session’s vet must show the photo', async () => {
    const { rows: keys } = await t.db.query<{ key: Buffer }>(
      "SELECT key FROM server_keys WHERE name = 'photo-url'",
    );
    const { rows: sessions } = await t.db.query<{ id: string; mine: boolean }>(
      'SELECT s.id, s.clinic_id = p.clinic_id AS mine FROM sessions s, patients p WHERE p.id = $1',
      [petA._id],
    );
    const url = new URL(petA.photo, 'http://x');
    const hash = /([0-9a-f]{64})\.webp$/.exec(url.pathname)![1];
    const exp = url.searchParams.get('exp')!;
    const signedFor = (session: string) => {
      const sig = createHmac('sha256', keys[0].key)
        .update(`photo:${hash}:${session}:${exp}`)
        .digest('base64url');
      return `${url.pathname}?session=${session}&exp=${exp}&sig=${sig}`;
    };
    expect(new Set(sessions.map((s) => s.mine))).toEqual(new Set([false, true]));
    for (const session of sessions) {
      const res = await t.app.inject({ method: 'GET', url: signedFor(session.id) });
      expect(res.statusCode).toBe(session.mine ? 200 : 404);
    }
  });
});
