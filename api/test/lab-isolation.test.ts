import { useTestApp } from './helpers/app.js';
import { BY_ANA, get, post, put, signUp, signUpTokens } from './helpers/http.js';
import { createExam, createPatient, newExam } from './helpers/lab.js';
import { del } from './helpers/owners.js';
import { sendForm } from './helpers/patients.js';
import { expectRefusedAcrossClinics } from './helpers/tenancy.js';

/** Another vet's ids answer exactly like ids that do not exist, on every route. */
describe('lab exams: isolation between vets', () => {
  const t = useTestApp();
  let a: string;
  let b: string;
  let petA: string;
  let petB: string;
  let examA: { _id: string; version: number };
  beforeAll(async () => {
    [a, b] = await signUpTokens(t, 2);
    petA = (await createPatient(t, a)).patientId;
    petB = (await createPatient(t, b)).patientId;
    examA = await createExam(t, a, petA, { observacion: 'De A' });
    await createExam(t, b, petB, { observacion: 'De B' });
  });

  const petNotFound = { status: 404, body: { msg: 'Mascota no encontrada' } };
  const examNotFound = { status: 404, body: { msg: 'No se encontró el examen.' } };
  const missing = '8f14e45f-ceea-467f-a9f6-7d5c3b2a1e00';

  it('another vet’s pet: its history and adding an exam answer like a missing pet', async () => {
    for (const pet of [petA, missing]) {
      expect(await get(t.app, `/api/patients/${pet}/lab-exams`, b)).toMatchObject(petNotFound);
      expect(await post(t.app, `/api/patients/${pet}/lab-exams`, newExam(), b)).toMatchObject(petNotFound);
    }
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM lab_exams');
    expect(rows[0].n).toBe(2);
  });

  it('another vet’s exam: 404 to read (under either pet), edit and delete; it stays as it was', async () => {
    for (const id of [examA._id, missing]) {
      expect(await get(t.app, `/api/patients/${petA}/lab-exams/${id}`, b)).toMatchObject(examNotFound);
      expect(await get(t.app, `/api/patients/${petB}/lab-exams/${id}`, b)).toMatchObject(examNotFound);
      expect(
        await put(
          t.app,
          `/api/lab-exams/${id}`,
          newExam({ observacion: 'Robado', version: examA.version }),
          b,
        ),
      ).toMatchObject(examNotFound);
      expect(await del(t.app, `/api/lab-exams/${id}`, b)).toMatchObject(examNotFound);
    }
    expect((await get(t.app, `/api/patients/${petA}/lab-exams/${examA._id}`, a)).body.labExam).toEqual({
      ...examA,
      ...BY_ANA,
      signedBy: { name: 'M.V. Ana Pérez', cmv: '4567' },
    });
  });

  it('an exam is read only under its own pet', async () => {
    const otherPetOfA = (await createPatient(t, a)).patientId;
    expect(await get(t.app, `/api/patients/${otherPetOfA}/lab-exams/${examA._id}`, a)).toMatchObject(
      examNotFound,
    );
  });

  it('each vet lists only their own exams', async () => {
    const listA = await get(t.app, `/api/patients/${petA}/lab-exams`, a);
    const listB = await get(t.app, `/api/patients/${petB}/lab-exams`, b);
    expect(listA.body.exams.map((e: { observacion: string }) => e.observacion)).toEqual(['De A']);
    expect(listB.body.exams.map((e: { observacion: string }) => e.observacion)).toEqual(['De B']);
  });

  it('the database itself refuses an exam of one vet on another vet’s pet', async () => {
    await expectRefusedAcrossClinics(
      t,
      b,
      `INSERT INTO lab_exams (clinic_id, patient_id, date, hematocrit, white_blood_cells, total_protein,
         platelets, segmented_neutrophils, band_neutrophils, lymphocytes, monocytes, basophils,
         reticulocytes, eosinophils, nrbc, total_cells)
       VALUES ($1, $2, '2024-01-01', 40, 10, 6, 200, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
      petA,
      'lab_exams_patient_fkey',
    );
  });
});

/** Exams hang from their pet: deleting the pet, or its owner, takes them in the same statement. */
describe('lab exams: cascade', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => ({ token } = await signUp(t)));

  const examsOf = async (patientId: string) =>
    (await t.db.query('SELECT count(*)::int AS n FROM lab_exams WHERE patient_id = $1', [patientId])).rows[0]
      .n as number;

  it('deleting the pet removes its exams and nothing else', async () => {
    const gone = await createPatient(t, token);
    const kept = await createPatient(t, token);
    const exam = await createExam(t, token, gone.patientId);
    await createExam(t, token, gone.patientId);
    await createExam(t, token, kept.patientId);
    expect((await del(t.app, `/api/patients/${gone.patientId}`, token)).status).toBe(200);
    expect(await examsOf(gone.patientId)).toBe(0);
    expect(await examsOf(kept.patientId)).toBe(1);
    expect(await del(t.app, `/api/lab-exams/${exam._id}`, token)).toMatchObject({ status: 404 });
  });

  it('deleting the owner removes the exams of all their pets', async () => {
    const first = await createPatient(t, token);
    const second = (
      await sendForm(t, 'POST', `/api/owners/${first.ownerId}/patients`, token, {
        name: 'Michi',
        birthDate: '2021-01-01',
        species: 'Felino',
        sex: 'Hembra',
        mainVet: 'M.V. Ana Pérez',
      })
    ).body.patient._id as string;
    await createExam(t, token, first.patientId);
    await createExam(t, token, second);
    expect((await del(t.app, `/api/owners/${first.ownerId}`, token)).status).toBe(200);
    expect(await examsOf(first.patientId)).toBe(0);
    expect(await examsOf(second)).toBe(0);
  });
});
