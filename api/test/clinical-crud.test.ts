import { useTestApp } from './helpers/app.js';
import {
  createConsultation,
  hoursAgo,
  newConsultation,
  vetWithPatient,
  type Consultation,
} from './helpers/clinical.js';
import { get, post, put } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { del } from './helpers/owners.js';

describe('consultations: register, read, correct, delete', () => {
  const t = useTestApp();

  it('POST registers the consultation and answers it whole: pet, attending vet, prescriptions, lock', async () => {
    const ana = await vetWithPatient(t);
    const body = newConsultation(t, ana.vetId, {
      nextCheck: '2099-01-01',
      date: '2024-05-10T14:30:00-04:00',
    });
    const res = await post(t.app, `/api/patients/${ana.patientId}/consultations`, body, ana.token);
    expect(res.status).toBe(201);
    expect(res.body.msg).toBe('Consulta registrada con éxito');
    const c = res.body.consultation as Consultation;
    const { vetId: _vetId, ...fields } = body;
    expect(c).toEqual({
      _id: expect.any(String),
      patientId: ana.patientId,
      patient: {
        _id: ana.patientId,
        name: 'Firulais',
        species: 'Canino',
        breed: 'Mestizo',
        ownerId: ana.ownerId,
        ownerName: ana.ownerName,
      },
      // Every field as sent, the instant in UTC, the vet by name and CMV.
      ...fields,
      date: '2024-05-10T18:30:00.000Z',
      vet: { _id: ana.vetId, name: 'Ana Pérez', cmv: '4567' },
      nextCheck: '2099-01-01',
      outOfRange: [],
      addenda: [],
      authorId: ana.vetId,
      locked: false,
      editableUntil: new Date(Date.parse(c.createdAt) + 24 * 60 * 60_000).toISOString(),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      createdBy: 'Ana Pérez',
      updatedBy: 'Ana Pérez',
      version: 1,
    });
    expect((await get(t.app, `/api/consultations/${c._id}`, ana.token)).body).toEqual({ consultation: c });
  });

  it('optional fields may be left out: numbers null, texts empty, no prescriptions, no next check', async () => {
    const ana = await vetWithPatient(t);
    const body = {
      date: hoursAgo(t, 2),
      vetId: ana.vetId,
      reason: 'Control',
      extra: 'ignorado',
      patientId: 'x',
    };
    const res = await post(t.app, `/api/patients/${ana.patientId}/consultations`, body, ana.token);
    expect(res.status).toBe(201);
    expect(res.body.consultation).toMatchObject({
      reason: 'Control',
      anamnesis: '',
      weightKg: null,
      temperatureC: null,
      heartRate: null,
      respiratoryRate: null,
      mucousMembranes: '',
      capillaryRefillS: null,
      dehydrationPct: null,
      bodyCondition: null,
      findings: '',
      treatment: '',
      prescriptions: [],
      nextCheck: null,
      patientId: ana.patientId,
    });
    expect(res.body.consultation).not.toHaveProperty('extra');
  });

  it('the same Idempotency-Key twice registers one consultation and answers the first again', async () => {
    const ana = await vetWithPatient(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/patients/${ana.patientId}/consultations`,
        headers: { authorization: `Bearer ${ana.token}`, 'idempotency-key': 'consulta-123456' },
        payload: newConsultation(t, ana.vetId),
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const list = await get(t.app, `/api/patients/${ana.patientId}/consultations`, ana.token);
    expect(list.body.consultations).toHaveLength(1);
  });

  it("a pet's list is newest first, whole or by pages; a missing pet is 404", async () => {
    const ana = await vetWithPatient(t);
    const older = await createConsultation(t, ana.token, ana.patientId, {
      date: hoursAgo(t, 48),
      reason: 'Vacuna',
    });
    const newer = await createConsultation(t, ana.token, ana.patientId, {
      date: hoursAgo(t, 3),
      reason: 'Tos',
    });
    const whole = await get(t.app, `/api/patients/${ana.patientId}/consultations`, ana.token);
    expect(whole.status).toBe(200);
    expect(whole.body.consultations.map((c: Consultation) => c._id)).toEqual([newer._id, older._id]);
    const page2 = await get(t.app, `/api/patients/${ana.patientId}/consultations?page=2&limit=1`, ana.token);
    expect(page2.body).toEqual({ items: [older], total: 2, page: 2, limit: 1 });
    const missing = await get(
      t.app,
      '/api/patients/00000000-0000-4000-8000-000000000000/consultations',
      ana.token,
    );
    expect(missing).toMatchObject({ status: 404, body: { msg: 'Mascota no encontrada' } });
    const malformed = await get(t.app, '/api/consultations/no-es-un-id', ana.token);
    expect(malformed).toMatchObject({ status: 404, body: { msg: 'Consulta no encontrada' } });
  });

  it('the author corrects it with the version the form loaded; a stale version is 409 and changes nothing', async () => {
    const ana = await vetWithPatient(t);
    const c = await createConsultation(t, ana.token, ana.patientId);
    const edit = newConsultation(t, ana.vetId, {
      date: c.date,
      definitiveDiagnosis: 'Gastritis por indiscreción alimentaria',
      prescriptions: [],
      version: 1,
    });
    const res = await put(t.app, `/api/consultations/${c._id}`, edit, ana.token);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Consulta actualizada con éxito');
    expect(res.body.consultation).toMatchObject({
      definitiveDiagnosis: 'Gastritis por indiscreción alimentaria',
      prescriptions: [],
      version: 2,
      createdAt: c.createdAt,
    });
    const stale = await put(t.app, `/api/consultations/${c._id}`, { ...edit, reason: 'Otro' }, ana.token);
    expect(stale).toMatchObject({ status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } });
    const now = (await get(t.app, `/api/consultations/${c._id}`, ana.token)).body.consultation;
    expect(now).toMatchObject({ reason: 'Vómitos desde ayer', version: 2 });
    const noVersion = await put(
      t.app,
      `/api/consultations/${c._id}`,
      { ...edit, version: undefined },
      ana.token,
    );
    expect(noVersion.body.errors).toContainEqual({
      field: 'version',
      msg: 'Falta la versión del registro: recarga la página',
    });
  });

  it('the attending vet may be any active vet or administrator of the clinic, no one else', async () => {
    const ana = await vetWithPatient(t);
    const clinicId = await clinicOfSession(t, ana.token);
    const beto = await joinClinic(t, clinicId, 'vet', { name: 'Beto', lastName: 'Ruiz', cmv: '998' });
    const carla = await joinClinic(t, clinicId, 'assistant');
    const outsider = await vetWithPatient(t);
    const url = `/api/patients/${ana.patientId}/consultations`;
    const byBeto = await post(t.app, url, newConsultation(t, beto.id), ana.token);
    expect(byBeto.status).toBe(201);
    expect(byBeto.body.consultation.vet).toEqual({ _id: beto.id, name: 'Beto Ruiz', cmv: '998' });
    expect(byBeto.body.consultation.authorId).toBe(ana.vetId);
    for (const vetId of [carla.id, outsider.vetId, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await post(t.app, url, newConsultation(t, vetId), ana.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'vetId', msg: 'El médico tratante debe ser un veterinario de la clínica' },
      ]);
    }
    await t.db.query('UPDATE clinic_members SET active = false WHERE vet_id = $1', [beto.id]);
    const inactive = await post(t.app, url, newConsultation(t, beto.id), ana.token);
    expect(inactive.body.errors).toEqual([
      { field: 'vetId', msg: 'El médico tratante debe ser un veterinario de la clínica' },
    ]);
    // Correcting a consultation keeps the vet on record even after they left the clinic.
    const kept = byBeto.body.consultation as Consultation;
    const edit = newConsultation(t, beto.id, { date: kept.date, reason: 'Vómitos y diarrea', version: 1 });
    expect((await put(t.app, `/api/consultations/${kept._id}`, edit, ana.token)).status).toBe(200);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM consultations WHERE clinic_id = $1', [
      clinicId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('only the administrator deletes; the consultation and its addenda go, the activity log keeps what it held', async () => {
    const ana = await vetWithPatient(t);
    const clinicId = await clinicOfSession(t, ana.token);
    const beto = await joinClinic(t, clinicId, 'vet');
    const c = await createConsultation(t, beto.token, ana.patientId);
    await post(t.app, `/api/consultations/${c._id}/addenda`, { text: 'Llamó: ya come' }, beto.token);
    const refused = await del(t.app, `/api/consultations/${c._id}`, beto.token);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      'No tienes permiso para eliminar consultas. Tu rol en la clínica es Veterinario.',
    );
    const res = await del(t.app, `/api/consultations/${c._id}`, ana.token);
    expect(res).toMatchObject({ status: 200, body: { msg: 'Consulta eliminada con éxito' } });
    expect((await get(t.app, `/api/consultations/${c._id}`, ana.token)).status).toBe(404);
    expect((await del(t.app, `/api/consultations/${c._id}`, ana.token)).status).toBe(404);
    const { rows } = await t.db.query(
      'SELECT count(*)::int AS n FROM consultation_addenda WHERE clinic_id = $1',
      [clinicId],
    );
    expect(rows[0].n).toBe(0);

    const log = await get(t.app, `/api/clinic/activity?kind=consultation&record=${c._id}`, ana.token);
    expect(log.status).toBe(200);
    const actions = log.body.items.map((e: { action: string; actor: { _id: string } }) => [
      e.action,
      e.actor._id,
    ]);
    expect(actions).toEqual([
      ['delete', ana.vetId],
      ['create', beto.id],
    ]);
    const deleted = log.body.items[0];
    expect(deleted.summary).toBe('Vómitos desde ayer');
    expect(deleted.changes).toEqual(
      expect.arrayContaining([
        { field: 'reason', from: 'Vómitos desde ayer', to: null },
        { field: 'temperature_c', from: 39.2, to: null },
        { field: 'prescriptions', from: c.prescriptions, to: null },
      ]),
    );
    const notes = await get(t.app, '/api/clinic/activity?kind=consultation_addendum', ana.token);
    expect(notes.body.items.map((e: { action: string; summary: string }) => [e.action, e.summary])).toEqual([
      ['create', 'Llamó: ya come'],
    ]);
  });

  it('an edit is one activity entry of the consultation with the fields that changed', async () => {
    const ana = await vetWithPatient(t);
    const c = await createConsultation(t, ana.token, ana.patientId);
    const edit = newConsultation(t, ana.vetId, { date: c.date, temperatureC: 40.5, version: 1 });
    expect((await put(t.app, `/api/consultations/${c._id}`, edit, ana.token)).status).toBe(200);
    const log = await get(t.app, `/api/clinic/activity?record=${c._id}`, ana.token);
    expect(log.body.items[0]).toMatchObject({
      action: 'update',
      recordKind: 'consultation',
      changes: [{ field: 'temperature_c', from: 39.2, to: 40.5 }],
    });
  });

  it("the pet's weight curve: the consultations that weighed it, oldest first", async () => {
    const ana = await vetWithPatient(t);
    const first = await createConsultation(t, ana.token, ana.patientId, {
      date: hoursAgo(t, 72),
      weightKg: 11.8,
    });
    await createConsultation(t, ana.token, ana.patientId, { date: hoursAgo(t, 48), weightKg: null });
    const last = await createConsultation(t, ana.token, ana.patientId, {
      date: hoursAgo(t, 2),
      weightKg: 12.1,
    });
    const res = await get(t.app, `/api/patients/${ana.patientId}/weights`, ana.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      points: [
        { date: first.date, weightKg: 11.8, consultationId: first._id },
        { date: last.date, weightKg: 12.1, consultationId: last._id },
      ],
    });
    const other = await vetWithPatient(t);
    expect((await get(t.app, `/api/patients/${ana.patientId}/weights`, other.token)).status).toBe(404);
  });

  it('«Consultas hoy» counts the consultations from the browser’s start of day to now', async () => {
    const ana = await vetWithPatient(t);
    const now = t.clock.now();
    const startOfDay = new Date(now.getTime() - 5 * 60 * 60_000);
    await createConsultation(t, ana.token, ana.patientId, { date: hoursAgo(t, 1) });
    await createConsultation(t, ana.token, ana.patientId, { date: hoursAgo(t, 4) });
    await createConsultation(t, ana.token, ana.patientId, { date: hoursAgo(t, 6) });
    const qs = new URLSearchParams({ today: startOfDay.toISOString(), now: now.toISOString() });
    const res = await get(t.app, `/api/consultations/counts?${qs}`, ana.token);
    expect(res).toMatchObject({ status: 200, body: { today: 2 } });
    const other = await vetWithPatient(t);
    expect((await get(t.app, `/api/consultations/counts?${qs}`, other.token)).body).toEqual({ today: 0 });

    const backwards = new URLSearchParams({ today: now.toISOString(), now: startOfDay.toISOString() });
    const late = await get(t.app, `/api/consultations/counts?${backwards}`, ana.token);
    expect(late).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'today', msg: 'El parámetro today no puede ser posterior a now' }] },
    });
    const bare = await get(
      t.app,
      '/api/consultations/counts?today=2024-05-10&now=2024-05-10T10:00:00Z',
      ana.token,
    );
    expect(bare.status).toBe(400);
    expect(bare.body.errors[0]).toEqual({
      field: 'today',
      msg: 'El parámetro today debe ser una fecha ISO 8601 con zona horaria',
    });
  });

  it('an assistant reads consultations but does not write them; a groomer does not see them', async () => {
    const ana = await vetWithPatient(t);
    const clinicId = await clinicOfSession(t, ana.token);
    const c = await createConsultation(t, ana.token, ana.patientId);
    const assistant = await joinClinic(t, clinicId, 'assistant');
    const groomer = await joinClinic(t, clinicId, 'groomer');
    expect((await get(t.app, `/api/consultations/${c._id}`, assistant.token)).status).toBe(200);
    const write = await post(
      t.app,
      `/api/patients/${ana.patientId}/consultations`,
      newConsultation(t, ana.vetId),
      assistant.token,
    );
    expect(write.status).toBe(403);
    expect((await get(t.app, `/api/consultations/${c._id}`, groomer.token)).status).toBe(403);
  });
});
