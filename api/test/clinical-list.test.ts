import { useTestApp } from './helpers/app.js';
import { createConsultation, hoursAgo, vetWithPatient, type Consultation } from './helpers/clinical.js';
import { get, put } from './helpers/http.js';
import { createOwner } from './helpers/owners.js';
import { createPet, sendForm, petFields } from './helpers/patients.js';

describe("GET /consultations: the clinic's recent consultations, searched and paged", () => {
  const t = useTestApp();
  let ana: Awaited<ReturnType<typeof vetWithPatient>>;
  let luna: Consultation;
  let tos: Consultation;
  let control: Consultation;
  let mishiId: string;

  beforeAll(async () => {
    ana = await vetWithPatient(t, { name: 'Luna' });
    const owner = await createOwner(t, ana.token, { name: 'José Núñez' });
    const mishi = await createPet(t, ana.token, owner._id, { name: 'Mishi', species: 'Felino' });
    mishiId = mishi._id;
    luna = await createConsultation(t, ana.token, ana.patientId, {
      date: hoursAgo(t, 50),
      reason: 'Cojera',
      presumptiveDiagnosis: 'Displasia de cadera',
    });
    tos = await createConsultation(t, ana.token, mishiId, {
      date: hoursAgo(t, 3),
      reason: 'Tos',
      definitiveDiagnosis: 'Asma felina',
    });
    control = await createConsultation(t, ana.token, mishiId, {
      date: hoursAgo(t, 20),
      reason: 'Control anual',
    });
    // Another clinic's consultations never show.
    const other = await vetWithPatient(t, { name: 'Luna' });
    await createConsultation(t, other.token, other.patientId, { reason: 'Cojera' });
  });

  const ids = (items: Consultation[]) => items.map((c) => c._id);
  const list = (query = '') => get(t.app, `/api/consultations${query}`, ana.token);

  it('always answers a page, newest first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(ids(res.body.items)).toEqual([tos._id, control._id, luna._id]);
    expect(res.body.items[0]).toEqual(tos);
    const second = await list('?page=2&limit=2');
    expect(second.body).toEqual({ items: [luna], total: 3, page: 2, limit: 2 });
    expect((await list('?page=3&limit=2')).body.items).toEqual([]);
  });

  it('searches pet name, owner name, motivo and diagnoses, every word, accents and case ignored', async () => {
    const cases: [string, Consultation[]][] = [
      ['luna', [luna]],
      ['nunez', [tos, control]],
      ['JOSÉ mishi', [tos, control]],
      ['cojera', [luna]],
      ['displasia', [luna]],
      ['asma', [tos]],
      ['asma cojera', []],
      ['50%', []],
    ];
    for (const [q, expected] of cases) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect({ q, found: ids(res.body.items), total: res.body.total }).toEqual({
        q,
        found: ids(expected),
        total: expected.length,
      });
    }
  });

  it('follows a renamed pet and a renamed owner', async () => {
    const renamed = await sendForm(
      t,
      'PUT',
      `/api/patients/${mishiId}`,
      ana.token,
      petFields({ name: 'Pelusa', species: 'Felino', version: 1 }),
    );
    expect(renamed.status).toBe(200);
    expect(ids((await list('?q=pelusa')).body.items)).toEqual([tos._id, control._id]);
    expect((await list('?q=mishi')).body.total).toBe(0);
    const owner = (await get(t.app, `/api/owners/${ana.ownerId}`, ana.token)).body;
    const edit = { name: 'Marta Rangel', contact: owner.contact, email: owner.email, address: owner.address };
    expect(
      (await put(t.app, `/api/owners/${ana.ownerId}`, { ...edit, version: owner.version }, ana.token)).status,
    ).toBe(200);
    expect(ids((await list('?q=rangel')).body.items)).toEqual([luna._id]);
    // A rename is bookkeeping: the consultation itself did not change.
    const after = (await get(t.app, `/api/consultations/${luna._id}`, ana.token)).body.consultation;
    expect(after).toMatchObject({
      version: 1,
      updatedAt: luna.updatedAt,
      patient: { ownerName: 'Marta Rangel' },
    });
  });

  it('refuses a long search and bad pages with the lists’ messages', async () => {
    expect((await list(`?q=${'a'.repeat(101)}`)).body.errors).toEqual([
      { field: 'q', msg: 'La búsqueda admite como máximo 100 caracteres' },
    ]);
    expect((await list('?page=0')).body.errors).toEqual([
      { field: 'page', msg: 'La página debe ser un número entero mayor o igual a 1' },
    ]);
    expect((await list('?limit=1001')).status).toBe(400);
  });
});
