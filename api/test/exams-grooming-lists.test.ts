import { useTestApp } from './helpers/app.js';
import { createService, query, vetWithPet } from './helpers/grooming.js';
import { get, post } from './helpers/http.js';
import { newExam } from './helpers/lab.js';
import { sendForm } from './helpers/patients.js';

/** Lab exams and grooming lists with q, page and limit (issue 9). */
describe('exams and grooming: search and pages on the server', () => {
  const t = useTestApp();
  let token: string;
  let other: string;
  let petId: string;
  let otherPetId: string;

  beforeAll(async () => {
    ({ token, patientId: petId } = await vetWithPet(t, { name: 'Canela' }));
    ({ token: other, patientId: otherPetId } = await vetWithPet(t, { name: 'Canela' }));
    for (const [date, hemotropico] of [
      ['2024-01-10', 'No se observan hemotrópicos'],
      ['2024-02-10', 'Mórulas compatibles con Ehrlichia spp.'],
      ['2024-03-10', 'Ehrlichia y Anaplasma platys'],
    ]) {
      const res = await post(
        t.app,
        `/api/patients/${petId}/lab-exams`,
        newExam({ date, hemotropico }),
        token,
      );
      expect(res.status).toBe(201);
    }
    for (const [date, service, specifications] of [
      ['2024-05-01T14:00:00Z', 'Baño', 'Baño antipulgas'],
      ['2024-05-02T14:00:00Z', 'Corte', 'Corte tipo cachorro'],
      ['2024-06-01T14:00:00Z', 'Corte y Baño', 'Corte de raza, baño con champú'],
    ])
      await createService(t, token, petId, { date, service, specifications });
    await createService(t, other, otherPetId, {
      date: '2024-05-03T14:00:00Z',
      specifications: 'Corte ajeno',
    });
  });

  const dates = (items: { date: string }[]) => items.map((i) => i.date.slice(0, 10));

  describe('a pet’s exams', () => {
    const url = () => `/api/patients/${petId}/lab-exams`;

    it('without parameters: { exams } as before, newest first', async () => {
      const res = await get(t.app, url(), token);
      expect(Object.keys(res.body)).toEqual(['exams']);
      expect(dates(res.body.exams)).toEqual(['2024-03-10', '2024-02-10', '2024-01-10']);
    });

    it('pages and searches the findings, without accents', async () => {
      const page = await get(t.app, `${url()}?limit=2&page=2`, token);
      expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(dates(page.body.items)).toEqual(['2024-01-10']);
      const found = await get(t.app, `${url()}?q=${encodeURIComponent('ehrlichia morulas')}&limit=10`, token);
      expect(found.body.total).toBe(1);
      expect(dates(found.body.items)).toEqual(['2024-02-10']);
      expect((await get(t.app, `${url()}?q=ehrlichia`, token)).body.exams).toHaveLength(2);
    });

    it('another vet’s pet is a 404; bad parameters a Spanish 400', async () => {
      expect((await get(t.app, `/api/patients/${otherPetId}/lab-exams?limit=5`, token)).status).toBe(404);
      const bad = await get(t.app, `${url()}?limit=abc`, token);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('El límite debe ser un número entero entre 1 y 1000');
    });
  });

  describe('grooming', () => {
    it('without parameters: { services } as before', async () => {
      const res = await get(t.app, '/api/grooming', token);
      expect(Object.keys(res.body)).toEqual(['services']);
      expect(dates(res.body.services)).toEqual(['2024-06-01', '2024-05-02', '2024-05-01']);
    });

    it('searches pet name, service and specifications, inside a period, one page at a time', async () => {
      const may = query({ from: '2024-05-01T00:00:00Z', to: '2024-06-01T00:00:00Z' });
      const res = await get(t.app, `/api/grooming?${may}&q=canela&limit=1`, token);
      expect(res.body).toMatchObject({ total: 2, page: 1, limit: 1 });
      expect(dates(res.body.items)).toEqual(['2024-05-02']);
      expect(res.body.items[0].patientId.name).toBe('Canela');
      const bano = await get(t.app, `/api/grooming?q=${encodeURIComponent('BANO champu')}`, token);
      expect(dates(bano.body.services)).toEqual(['2024-06-01']);
      expect((await get(t.app, '/api/grooming?q=ajeno', token)).body.services).toEqual([]);
    });

    it('a pet’s services page the same way', async () => {
      const res = await get(t.app, `/api/patients/${petId}/grooming?limit=2&page=1`, token);
      expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(dates(res.body.items)).toEqual(['2024-06-01', '2024-05-02']);
      expect(
        (await get(t.app, `/api/patients/${petId}/grooming?q=cachorro`, token)).body.services,
      ).toHaveLength(1);
    });

    it('a pet’s services take a period too', async () => {
      const may = query({ from: '2024-05-01T00:00:00Z', to: '2024-06-01T00:00:00Z' });
      const res = await get(t.app, `/api/patients/${petId}/grooming?${may}&page=1`, token);
      expect(res.body.total).toBe(2);
      expect(dates(res.body.items)).toEqual(['2024-05-02', '2024-05-01']);
      const reversed = query({ from: '2024-06-01T00:00:00Z', to: '2024-05-01T00:00:00Z' });
      expect((await get(t.app, `/api/patients/${petId}/grooming?${reversed}`, token)).status).toBe(400);
    });

    it('renaming the pet re-indexes its services, without touching their updatedAt', async () => {
      const before = (await get(t.app, '/api/grooming', token)).body.services;
      const { version } = (await get(t.app, `/api/patients/${petId}`, token)).body;
      expect(
        (await sendForm(t, 'PUT', `/api/patients/${petId}`, token, { name: 'Pelusa', version })).status,
      ).toBe(200);
      const after = (await get(t.app, '/api/grooming?q=pelusa', token)).body.services;
      // Neither their updatedAt nor their version: a form open on one of them is not stale.
      const stamps = (s: { updatedAt: string; version: number }) => [s.updatedAt, s.version];
      expect(after.map(stamps)).toEqual(before.map(stamps));
      expect((await get(t.app, '/api/grooming?q=canela', token)).body.services).toEqual([]);
    });

    it('bad parameters: a Spanish 400', async () => {
      const res = await get(t.app, '/api/grooming?page=-1', token);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('La página debe ser un número entero mayor o igual a 1');
    });
  });
});
