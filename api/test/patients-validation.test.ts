import { useStarted } from './helpers/app.js';
import { BY_ANA, get } from './helpers/http.js';
import { vetWithOwner } from './helpers/owners.js';
import { createPet, petFields, sendForm, startPatientsApp } from './helpers/patients.js';

const DAY = 24 * 3_600_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('patients: field rules (Spanish messages, nothing stored on failure)', () => {
  const t = useStarted(startPatientsApp);
  let token: string;
  let ownerId: string;
  beforeAll(async () => ({ token, ownerId } = await vetWithOwner(t)));

  const count = async () => (await get(t.app, '/api/patients/count', token)).body.total as number;
  const create = (fields: Record<string, string | number>) =>
    sendForm(t, 'POST', `/api/owners/${ownerId}/patients`, token, fields);

  /** The create answers 400 with this field's message, and no pet appears. */
  async function rejects(fields: Record<string, string | number>, field: string, msg: string) {
    const before = await count();
    const res = await create(fields);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(res.body.errors).toContainEqual({ field, msg });
    expect(await count()).toBe(before);
  }

  const without = (key: string) => {
    const fields = petFields();
    delete fields[key];
    return fields;
  };

  it('required fields, missing or blank', async () => {
    const cases: [string, string][] = [
      ['name', 'El nombre del paciente es obligatorio'],
      ['birthDate', 'La fecha de nacimiento es obligatoria'],
      ['species', 'La especie es obligatoria'],
      ['sex', 'El sexo es obligatorio'],
      ['mainVet', 'El veterinario tratante es obligatorio'],
    ];
    for (const [field, msg] of cases) {
      await rejects(without(field), field, msg);
      await rejects(petFields({ [field]: '   ' }), field, msg);
    }
  });

  it('all problems at once, one message per field', async () => {
    const res = await create({ weight: '-1' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['birthDate', 'mainVet', 'name', 'sex', 'species', 'weight'].sort(),
    );
  });

  it('birthDate: a real calendar date in YYYY-MM-DD', async () => {
    for (const value of ['2023-02-30', '2023-13-01', '17/05/2020', '2020-5-17', 'ayer', '2021-02-29']) {
      await rejects(petFields({ birthDate: value }), 'birthDate', 'Fecha inválida');
    }
    expect((await create(petFields({ birthDate: '2024-02-29' }))).status).toBe(201);
  });

  it('birthDate: not in the future (server UTC date, one day of tolerance), not before 1900', async () => {
    const now = t.clock.now();
    await rejects(
      petFields({ birthDate: isoDay(new Date(now.getTime() + 2 * DAY)) }),
      'birthDate',
      'La fecha no puede ser futura',
    );
    await rejects(petFields({ birthDate: '2999-01-01' }), 'birthDate', 'La fecha no puede ser futura');
    // Tomorrow in UTC can be today for a vet east of Greenwich: accepted.
    expect((await create(petFields({ birthDate: isoDay(new Date(now.getTime() + DAY)) }))).status).toBe(201);
    expect((await create(petFields({ birthDate: isoDay(now) }))).status).toBe(201);
    await rejects(
      petFields({ birthDate: '1899-12-31' }),
      'birthDate',
      'La fecha no puede ser anterior a 1900',
    );
    expect((await create(petFields({ birthDate: '1900-01-01' }))).status).toBe(201);
  });

  it('species and sex from the product’s lists only', async () => {
    for (const value of ['Dragón', 'canino', 'Perro']) {
      await rejects(
        petFields({ species: value }),
        'species',
        'La especie debe ser una de: Canino, Felino, Conejo, Ave, Reptil, Roedor, Hurón, Otro',
      );
    }
    for (const species of ['Canino', 'Felino', 'Conejo', 'Ave', 'Reptil', 'Roedor', 'Hurón', 'Otro']) {
      expect((await create(petFields({ species }))).body.patient.species).toBe(species);
    }
    // "Hurón" with a combining accent (NFD) is the same species.
    expect((await create(petFields({ species: 'Hurón'.normalize('NFD') }))).body.patient.species).toBe(
      'Hurón',
    );
    await rejects(petFields({ sex: 'Macha' }), 'sex', 'El sexo debe ser Macho o Hembra');
  });

  it('weight: a number from 0 to 2000', async () => {
    for (const value of ['-1', '-0.1', 'doce', '1,5']) {
      await rejects(petFields({ weight: value }), 'weight', 'El peso debe ser un número mayor o igual a 0');
    }
    await rejects(petFields({ weight: '2000.1' }), 'weight', 'El peso no puede superar 2000 kg');
    expect((await create(petFields({ weight: '0.1' }))).body.patient.weight).toBe(0.1);
  });

  it('lengths: name 80, breed, mainVet and referringVet 120', async () => {
    await rejects(petFields({ name: 'n'.repeat(81) }), 'name', 'Máximo 80 caracteres');
    for (const field of ['breed', 'mainVet', 'referringVet']) {
      await rejects(petFields({ [field]: 'x'.repeat(121) }), field, 'Máximo 120 caracteres');
    }
    // Longer than the multipart field limit (2 KiB): cut by the parser, still refused, never stored cut.
    await rejects(petFields({ breed: 'x'.repeat(5000) }), 'breed', 'Máximo 120 caracteres');
    expect((await create(petFields({ name: 'ñ'.repeat(80), breed: 'x'.repeat(120) }))).status).toBe(201);
  });

  it('a non-existent owner: 404 "Propietario no encontrado", nothing stored', async () => {
    const before = await count();
    const res = await sendForm(
      t,
      'POST',
      '/api/owners/00000000-0000-4000-8000-000000000000/patients',
      token,
      petFields(),
    );
    expect(res).toMatchObject({ status: 404, body: { msg: 'Propietario no encontrado' } });
    expect(await count()).toBe(before);
  });

  it('PUT applies the same rules to the fields it carries and changes nothing on failure', async () => {
    const pet = await createPet(t, token, ownerId);
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '' }, 'name', 'El nombre del paciente es obligatorio'],
      [{ birthDate: '2023-02-30' }, 'birthDate', 'Fecha inválida'],
      [{ birthDate: '2999-01-01' }, 'birthDate', 'La fecha no puede ser futura'],
      [
        { species: 'Dragón' },
        'species',
        'La especie debe ser una de: Canino, Felino, Conejo, Ave, Reptil, Roedor, Hurón, Otro',
      ],
      [{ sex: '' }, 'sex', 'El sexo es obligatorio'],
      [{ weight: '-1' }, 'weight', 'El peso debe ser un número mayor o igual a 0'],
      [{ mainVet: ' ' }, 'mainVet', 'El veterinario tratante es obligatorio'],
      [{ name: 'Válido', weight: '-1' }, 'weight', 'El peso debe ser un número mayor o igual a 0'],
    ];
    for (const [fields, field, msg] of cases) {
      const res = await sendForm(t, 'PUT', `/api/patients/${pet._id}`, token, { ...fields, version: 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg, errors: expect.arrayContaining([{ field, msg }]) });
    }
    expect((await get(t.app, `/api/patients/${pet._id}`, token)).body).toEqual({ ...pet, ...BY_ANA });
  });

  it('too many form fields: 413 in Spanish', async () => {
    const fields: Record<string, string> = petFields() as Record<string, string>;
    for (let i = 0; i < 20; i++) fields[`extra${i}`] = 'x';
    const res = await create(fields);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: 'El formulario tiene demasiados campos.' });
  });

  it('a JSON body works for the fields (the form sends multipart)', async () => {
    const pet = await createPet(t, token, ownerId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${pet._id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { weight: 4.2, version: pet.version },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().patient.weight).toBe(4.2);
    // No body at all is an empty form: it still has to say which version it edits.
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${pet._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'version', msg: 'Falta la versión del registro: recarga la página' },
    ]);
    const unchanged = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${pet._id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { version: res.json().patient.version },
    });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toEqual({ msg: 'No hay cambios para guardar' });
  });
});
