import { useTestApp } from './helpers/app.js';
import { BY_ANA, get, post, put, signUp } from './helpers/http.js';
import { counts, createExam, createPatient, newExam } from './helpers/lab.js';
import { del } from './helpers/owners.js';

describe('lab exams: calls and shapes', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  beforeAll(async () => {
    token = (await signUp(t)).token;
    ({ patientId } = await createPatient(t, token));
  });

  const url = () => `/api/patients/${patientId}/lab-exams`;

  it('POST records an exam: 201, message and the whole exam, numbers as numbers', async () => {
    const res = await post(t.app, url(), newExam(), token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      msg: 'Examen de laboratorio creado con éxito',
      labExam: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        patientId,
        date: '2024-05-10',
        hematocrit: 45.5,
        whiteBloodCells: 12.3,
        totalProtein: 6.8,
        platelets: 250,
        differentialCount: counts(),
        totalCells: 100,
        hemotropico: 'No se observan',
        observacion: 'Muestra en buen estado',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        version: 1,
      },
    });
  });

  it('GET one answers { labExam } exactly as created', async () => {
    const created = await createExam(t, token, patientId);
    const res = await get(t.app, `${url()}/${created._id}`, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      labExam: { ...created, ...BY_ANA, signedBy: { name: 'M.V. Ana Pérez', cmv: '4567' } },
    });
  });

  it('decimals and large counts round-trip exactly (numeric, not float noise)', async () => {
    const exam = await createExam(t, token, patientId, {
      hematocrit: 0.1 + 0.2,
      whiteBloodCells: 17500,
      totalProtein: 7.25,
      platelets: 1_999_999.5,
    });
    expect(exam).toMatchObject({
      hematocrit: 0.1 + 0.2,
      whiteBloodCells: 17500,
      totalProtein: 7.25,
      platelets: 1_999_999.5,
    });
  });

  it('optional texts may be left out or null: stored as ""; an empty differential is fine', async () => {
    const { hemotropico: _h, observacion: _o, ...required } = newExam();
    const zero = counts(
      Object.fromEntries(Object.keys(counts()).map((k) => [k, 0])) as Record<string, number>,
    );
    const a = await post(t.app, url(), { ...required, differentialCount: zero, totalCells: 0 }, token);
    expect(a.status).toBe(201);
    expect(a.body.labExam).toMatchObject({ hemotropico: '', observacion: '', totalCells: 0 });
    const b = await post(t.app, url(), { ...required, hemotropico: null, observacion: null }, token);
    expect(b.status).toBe(201);
    expect(b.body.labExam).toMatchObject({ hemotropico: '', observacion: '' });
  });

  it('texts are trimmed and NFC-normalised; a patientId and unknown fields in the body are ignored', async () => {
    const other = await createPatient(t, token);
    const res = await post(
      t.app,
      url(),
      newExam({
        patientId: other.patientId,
        _id: '00000000-0000-4000-8000-000000000000',
        vetId: 'x',
        species: 'perro',
        hemotropico: '  Mycoplasma  ',
        observacion: 'Hemopara\u0301sitos: negativo\n',
        differentialCount: { ...counts(), extra: 5 },
      }),
      token,
    );
    expect(res.status).toBe(201);
    const exam = res.body.labExam;
    expect(exam.patientId).toBe(patientId);
    expect(exam._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(exam.hemotropico).toBe('Mycoplasma');
    expect(exam.observacion).toBe('Hemoparásitos: negativo');
    expect(exam.observacion).toBe(exam.observacion.normalize('NFC'));
    expect(Object.keys(exam)).not.toEqual(expect.arrayContaining(['vetId', 'species']));
    expect(exam.differentialCount).toEqual(counts());
    expect((await get(t.app, `/api/patients/${other.patientId}/lab-exams`, token)).body).toEqual({
      exams: [],
    });
  });

  it('an ISO date-time keeps its calendar day', async () => {
    const a = await createExam(t, token, patientId, { date: '2024-03-01T21:30:00-04:00' });
    const b = await createExam(t, token, patientId, { date: '2024-03-02T01:30:00.000Z' });
    expect([a.date, b.date]).toEqual(['2024-03-01', '2024-03-02']);
  });

  it('a date up to one day ahead of the server’s UTC day is accepted (the vet’s local day)', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await createExam(t, token, patientId, { date: tomorrow })).date).toBe(tomorrow);
  });

  it('PUT /lab-exams/:id replaces the exam: 200, message, new values, same id, pet and createdAt', async () => {
    const before = await createExam(t, token, patientId);
    const other = await createPatient(t, token);
    const changes = newExam({
      patientId: other.patientId,
      date: '2024-06-01',
      hematocrit: 30,
      differentialCount: counts({ segmentedNeutrophils: 50 }),
      totalCells: 90,
      hemotropico: undefined,
      observacion: 'Corregido',
      version: before.version,
    });
    const res = await put(t.app, `/api/lab-exams/${before._id}`, changes, token);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Examen de laboratorio actualizado con éxito');
    expect(res.body.labExam).toEqual({
      ...before,
      date: '2024-06-01',
      hematocrit: 30,
      differentialCount: counts({ segmentedNeutrophils: 50 }),
      totalCells: 90,
      hemotropico: '',
      observacion: 'Corregido',
      updatedAt: expect.any(String),
      version: 2,
    });
    expect(Date.parse(res.body.labExam.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await get(t.app, `${url()}/${before._id}`, token)).body.labExam).toEqual({
      ...res.body.labExam,
      ...BY_ANA,
      signedBy: { name: 'M.V. Ana Pérez', cmv: '4567' },
    });
  });

  it('PUT validates like POST and changes nothing on failure', async () => {
    const exam = await createExam(t, token, patientId);
    const res = await put(
      t.app,
      `/api/lab-exams/${exam._id}`,
      newExam({ totalCells: 99, version: 1 }),
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('El total de células no coincide con el conteo diferencial');
    expect((await get(t.app, `${url()}/${exam._id}`, token)).body.labExam).toEqual({
      ...exam,
      ...BY_ANA,
      signedBy: { name: 'M.V. Ana Pérez', cmv: '4567' },
    });
  });

  it('DELETE /lab-exams/:id removes it: 200 message, then 404 on read, delete and edit', async () => {
    const exam = await createExam(t, token, patientId);
    const res = await del(t.app, `/api/lab-exams/${exam._id}`, token);
    expect(res).toMatchObject({
      status: 200,
      body: { msg: 'Examen de laboratorio eliminado correctamente' },
    });
    const gone = { status: 404, body: { msg: 'No se encontró el examen.' } };
    expect(await get(t.app, `${url()}/${exam._id}`, token)).toMatchObject(gone);
    expect(await del(t.app, `/api/lab-exams/${exam._id}`, token)).toMatchObject(gone);
    expect(await put(t.app, `/api/lab-exams/${exam._id}`, newExam({ version: 1 }), token)).toMatchObject(
      gone,
    );
  });

  it('every call needs a session: 401', async () => {
    const exam = await createExam(t, token, patientId);
    const calls = [
      post(t.app, url(), newExam()),
      get(t.app, url()),
      get(t.app, `${url()}/${exam._id}`),
      put(t.app, `/api/lab-exams/${exam._id}`, newExam()),
      del(t.app, `/api/lab-exams/${exam._id}`),
      get(t.app, '/api/lab/reference-ranges'),
      put(t.app, '/api/lab/reference-ranges', {}),
      del(t.app, '/api/lab/reference-ranges'),
      get(t.app, '/api/patients/nope/lab-exams'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res).toMatchObject({ status: 401, body: { msg: 'Sesión no válida o expirada' } });
    }
  });
});

describe('lab exams: history order', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => ({ token } = await signUp(t)));

  it('newest first by exam date, then by when it was recorded', async () => {
    const { patientId } = await createPatient(t, token);
    const old = await createExam(t, token, patientId, { date: '2023-01-15' });
    const newestA = await createExam(t, token, patientId, { date: '2024-07-01' });
    const middle = await createExam(t, token, patientId, { date: '2024-02-10' });
    const newestB = await createExam(t, token, patientId, { date: '2024-07-01' });
    const res = await get(t.app, `/api/patients/${patientId}/lab-exams`, token);
    expect(res.status).toBe(200);
    expect(res.body.exams.map((e: { _id: string }) => e._id)).toEqual([
      newestB._id,
      newestA._id,
      middle._id,
      old._id,
    ]);
    expect(res.body.exams[0]).toEqual(newestB);
  });

  it('a pet without exams has an empty history; a missing pet is 404 "Mascota no encontrada"', async () => {
    const { patientId } = await createPatient(t, token);
    expect(await get(t.app, `/api/patients/${patientId}/lab-exams`, token)).toMatchObject({
      status: 200,
      body: { exams: [] },
    });
    const missing = '8f14e45f-ceea-467f-a9f6-7d5c3b2a1e00';
    const notFound = { status: 404, body: { msg: 'Mascota no encontrada' } };
    expect(await get(t.app, `/api/patients/${missing}/lab-exams`, token)).toMatchObject(notFound);
    expect(await post(t.app, `/api/patients/${missing}/lab-exams`, newExam(), token)).toMatchObject(notFound);
  });
});
