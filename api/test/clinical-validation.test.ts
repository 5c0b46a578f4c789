import { useTestApp } from './helpers/app.js';
import { createConsultation, newConsultation, vetWithPatient } from './helpers/clinical.js';
import { post, put } from './helpers/http.js';

type Case = [what: string, overrides: Record<string, unknown>, field: string, msg: string];

const prescription = {
  drug: 'Metronidazol',
  dose: 15,
  unit: 'mg/kg',
  route: 'Oral',
  frequency: 'cada 12 horas',
  durationDays: 7,
};
const withItem = (changes: Record<string, unknown>) => ({
  prescriptions: [prescription, { ...prescription, ...changes }],
});
const without = (key: string) => {
  const item: Record<string, unknown> = { ...prescription };
  delete item[key];
  return { prescriptions: [item] };
};

const DATE = 'La fecha de la consulta es obligatoria';
const WEIGHT = 'El peso debe estar entre 0,01 y 200 kg';
const TEMPERATURE = 'La temperatura debe estar entre 25 y 45 °C';
const HEART = 'La frecuencia cardíaca debe ser un número entero entre 1 y 400';
const BREATHING = 'La frecuencia respiratoria debe ser un número entero entre 1 y 200';
const REFILL = 'El tiempo de llenado capilar debe estar entre 0 y 10 s';
const DEHYDRATION = 'La deshidratación debe estar entre 0 y 20 %';
const BODY = 'La condición corporal debe ser un número entero del 1 al 9';
const MUCOUS = 'Las mucosas deben ser una de: Rosadas, Pálidas, Ictéricas, Cianóticas, Congestivas';
const DOSE = 'La dosis debe ser un número mayor a 0';
const DURATION = 'La duración debe ser un número entero de días entre 1 y 365';

// Each impossible value, the field it is named under and the product's message (docs/product/clinical.md).
const CASES: Case[] = [
  ['no date', { date: undefined }, 'date', DATE],
  ['a blank date', { date: '   ' }, 'date', DATE],
  ['a day without time', { date: '2024-05-10' }, 'date', 'Fecha inválida'],
  ['a local time without zone', { date: '2024-05-10T10:00:00' }, 'date', 'Fecha inválida'],
  ['30 February', { date: '2024-02-30T10:00:00Z' }, 'date', 'Fecha inválida'],
  ['before 2000', { date: '1999-12-31T10:00:00Z' }, 'date', 'La fecha no puede ser anterior al año 2000'],
  ['next year', { date: '2999-01-01T10:00:00Z' }, 'date', 'La fecha no puede ser futura'],
  ['no vet', { vetId: undefined }, 'vetId', 'El médico tratante es obligatorio'],
  ['a blank vet', { vetId: '' }, 'vetId', 'El médico tratante es obligatorio'],
  ['no motivo', { reason: undefined }, 'reason', 'El motivo de consulta es obligatorio'],
  ['a blank motivo', { reason: '   ' }, 'reason', 'El motivo de consulta es obligatorio'],
  ['a long motivo', { reason: 'a'.repeat(301) }, 'reason', 'Máximo 300 caracteres'],
  ['a long anamnesis', { anamnesis: 'a'.repeat(4001) }, 'anamnesis', 'Máximo 4000 caracteres'],
  ['a weight of 0', { weightKg: 0 }, 'weightKg', WEIGHT],
  ['a weight of 201', { weightKg: 201 }, 'weightKg', WEIGHT],
  ['a weight in text', { weightKg: '12' }, 'weightKg', WEIGHT],
  ['a weight of true', { weightKg: true }, 'weightKg', WEIGHT],
  ['three decimals of weight', { weightKg: 12.345 }, 'weightKg', 'El peso admite como máximo 2 decimales'],
  ['a temperature of 400', { temperatureC: 400 }, 'temperatureC', TEMPERATURE],
  ['a temperature of 24.9', { temperatureC: 24.9 }, 'temperatureC', TEMPERATURE],
  [
    'two decimals of temperature',
    { temperatureC: 38.55 },
    'temperatureC',
    'La temperatura admite como máximo 1 decimal',
  ],
  ['a heart rate of 0', { heartRate: 0 }, 'heartRate', HEART],
  ['a heart rate of 401', { heartRate: 401 }, 'heartRate', HEART],
  ['a heart rate of 80.5', { heartRate: 80.5 }, 'heartRate', HEART],
  ['a respiratory rate of 201', { respiratoryRate: 201 }, 'respiratoryRate', BREATHING],
  ['a respiratory rate of 20.5', { respiratoryRate: 20.5 }, 'respiratoryRate', BREATHING],
  ['mucous membranes not of the list', { mucousMembranes: 'Azules' }, 'mucousMembranes', MUCOUS],
  ['a capillary refill of 11 s', { capillaryRefillS: 11 }, 'capillaryRefillS', REFILL],
  ['a capillary refill of -1 s', { capillaryRefillS: -1 }, 'capillaryRefillS', REFILL],
  ['a capillary refill of 1.25 s', { capillaryRefillS: 1.25 }, 'capillaryRefillS', REFILL],
  ['a dehydration of 21 %', { dehydrationPct: 21 }, 'dehydrationPct', DEHYDRATION],
  ['a dehydration of 5.55 %', { dehydrationPct: 5.55 }, 'dehydrationPct', DEHYDRATION],
  ['a body condition of 0', { bodyCondition: 0 }, 'bodyCondition', BODY],
  ['a body condition of 10', { bodyCondition: 10 }, 'bodyCondition', BODY],
  ['a body condition of 4.5', { bodyCondition: 4.5 }, 'bodyCondition', BODY],
  ['long findings', { findings: 'a'.repeat(4001) }, 'findings', 'Máximo 4000 caracteres'],
  [
    'a long diagnosis',
    { presumptiveDiagnosis: 'a'.repeat(1001) },
    'presumptiveDiagnosis',
    'Máximo 1000 caracteres',
  ],
  [
    'a long final diagnosis',
    { definitiveDiagnosis: 'a'.repeat(1001) },
    'definitiveDiagnosis',
    'Máximo 1000 caracteres',
  ],
  ['a long treatment', { treatment: 'a'.repeat(4001) }, 'treatment', 'Máximo 4000 caracteres'],
  [
    '21 medicines',
    { prescriptions: Array.from({ length: 21 }, () => prescription) },
    'prescriptions',
    'Una receta admite como máximo 20 medicamentos',
  ],
  ['a prescription without a drug', without('drug'), 'prescriptions.0.drug', 'El medicamento es obligatorio'],
  ['a blank drug', withItem({ drug: '  ' }), 'prescriptions.1.drug', 'El medicamento es obligatorio'],
  ['a long drug name', withItem({ drug: 'a'.repeat(201) }), 'prescriptions.1.drug', 'Máximo 200 caracteres'],
  ['a prescription without a dose', without('dose'), 'prescriptions.0.dose', 'La dosis es obligatoria'],
  ['a dose of null', withItem({ dose: null }), 'prescriptions.1.dose', 'La dosis es obligatoria'],
  ['a dose of 0', withItem({ dose: 0 }), 'prescriptions.1.dose', DOSE],
  ['a dose in text', withItem({ dose: '5' }), 'prescriptions.1.dose', DOSE],
  ['a dose of 100001', withItem({ dose: 100_001 }), 'prescriptions.1.dose', DOSE],
  ['a dose with 4 decimals', withItem({ dose: 0.1255 }), 'prescriptions.1.dose', DOSE],
  ['an unknown unit', withItem({ unit: 'litros' }), 'prescriptions.1.unit', 'Unidad no válida'],
  ['no unit', without('unit'), 'prescriptions.0.unit', 'Unidad no válida'],
  ['an unknown route', withItem({ route: 'Rectal' }), 'prescriptions.1.route', 'Vía no válida'],
  ['no frequency', without('frequency'), 'prescriptions.0.frequency', 'La frecuencia es obligatoria'],
  ['a duration of 0 days', withItem({ durationDays: 0 }), 'prescriptions.1.durationDays', DURATION],
  ['a duration of 366 days', withItem({ durationDays: 366 }), 'prescriptions.1.durationDays', DURATION],
  ['a duration of 2.5 days', withItem({ durationDays: 2.5 }), 'prescriptions.1.durationDays', DURATION],
  [
    'a prescription as a text',
    { prescriptions: 'Metronidazol' },
    'prescriptions',
    'La receta debe ser una lista de medicamentos',
  ],
  ['a next check not a day', { nextCheck: '10/05/2024' }, 'nextCheck', 'Fecha inválida'],
  [
    'a next check before the consultation',
    { date: '2024-05-10T14:00:00-04:00', nextCheck: '2024-05-09' },
    'nextCheck',
    'El próximo control no puede ser anterior a la consulta',
  ],
];

describe('consultations: impossible values are refused with the product’s Spanish messages', () => {
  const t = useTestApp();
  let ana: Awaited<ReturnType<typeof vetWithPatient>>;
  beforeAll(async () => {
    ana = await vetWithPatient(t);
  });

  async function count(): Promise<number> {
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM consultations');
    return rows[0].n;
  }

  it.each(CASES)('%s', async (_what, overrides, field, msg) => {
    const before = await count();
    const body = newConsultation(t, ana.vetId, overrides);
    const res = await post(t.app, `/api/patients/${ana.patientId}/consultations`, body, ana.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, msg });
    expect(res.body.msg).toBe(res.body.errors[0].msg);
    expect(await count()).toBe(before);
  });

  it('every wrong field is named at once', async () => {
    const body = newConsultation(t, ana.vetId, { reason: '', temperatureC: 400, ...without('drug') });
    const res = await post(t.app, `/api/patients/${ana.patientId}/consultations`, body, ana.token);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'reason', msg: 'El motivo de consulta es obligatorio' },
        { field: 'temperatureC', msg: TEMPERATURE },
        { field: 'prescriptions.0.drug', msg: 'El medicamento es obligatorio' },
      ]),
    );
  });

  it('the limits themselves are accepted; a next check on the consultation’s own day (Caracas) too', async () => {
    const c = await createConsultation(t, ana.token, ana.patientId, {
      // 23:30 in Caracas on 10 May is already 11 May in UTC: the day compared is the clinic's.
      date: '2024-05-11T03:30:00Z',
      nextCheck: '2024-05-10',
      weightKg: 200,
      temperatureC: 25,
      heartRate: 400,
      respiratoryRate: 1,
      capillaryRefillS: 0,
      dehydrationPct: 20,
      bodyCondition: 9,
      mucousMembranes: 'Ictéricas',
      prescriptions: [
        { ...prescription, dose: 0.125, unit: 'aplicación', route: 'Ótica', durationDays: null },
      ],
    });
    expect(c).toMatchObject({ weightKg: 200, temperatureC: 25, nextCheck: '2024-05-10' });
    expect(c.prescriptions[0]).toEqual({
      ...prescription,
      dose: 0.125,
      unit: 'aplicación',
      route: 'Ótica',
      durationDays: null,
    });
  });

  it('texts are trimmed and NFC-normalised; blank numbers are not taken', async () => {
    const c = await createConsultation(t, ana.token, ana.patientId, {
      reason: '  Cojera\u0301  ',
      weightKg: '',
      heartRate: null,
      prescriptions: [{ ...prescription, drug: '  Meloxicam ', frequency: ' cada 24 horas ' }],
    });
    expect(c.reason).toBe('Cojerá');
    expect(c.weightKg).toBeNull();
    expect(c.heartRate).toBeNull();
    expect(c.prescriptions[0]).toMatchObject({ drug: 'Meloxicam', frequency: 'cada 24 horas' });
  });

  it('an edit is judged by the same rules, and a refused edit changes nothing', async () => {
    const c = await createConsultation(t, ana.token, ana.patientId);
    const body = newConsultation(t, ana.vetId, { date: c.date, temperatureC: 400, version: 1 });
    const res = await put(t.app, `/api/consultations/${c._id}`, body, ana.token);
    expect(res).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'temperatureC', msg: TEMPERATURE }] },
    });
    const { rows } = await t.db.query(
      'SELECT temperature_c::float8 AS t, version FROM consultations WHERE id = $1',
      [c._id],
    );
    expect(rows[0]).toEqual({ t: 39.2, version: 1 });
  });

  it('the database refuses impossible values too, whatever a future route forgets', async () => {
    const insert = (column: string, value: unknown) =>
      t.db.query(
        `INSERT INTO consultations (clinic_id, patient_id, date, reason, ${column})
         SELECT clinic_id, id, now(), 'x', $2 FROM patients WHERE id = $1`,
        [ana.patientId, value],
      );
    await expect(insert('temperature_c', 400)).rejects.toMatchObject({ code: '23514' });
    await expect(insert('weight_kg', 12.345)).rejects.toMatchObject({ code: '23514' });
    await expect(
      insert('prescriptions', JSON.stringify([{ ...prescription, drug: '' }])),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await expect(insert('next_check', '1999-01-01')).rejects.toMatchObject({ code: '23514' });
  });
});
