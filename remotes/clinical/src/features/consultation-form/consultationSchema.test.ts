import dayjs from 'dayjs';
import {
  consultationSchema,
  emptyPrescription,
  emptyValues,
  formFields,
  toBody,
  valuesOf,
  type ConsultationFormValues,
} from './consultationSchema';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { consultation } from '../../testing/fixtures';

const NOW = dayjs('2026-03-12T10:30:00');
const valid = (): ConsultationFormValues => ({ ...emptyValues(NOW, 'vet-1'), reason: 'Vómitos' });

/** The messages a form with `changes` shows, by field. */
async function errorsOf(changes: Partial<ConsultationFormValues>): Promise<Record<string, string>> {
  try {
    await consultationSchema.validate({ ...valid(), ...changes }, { abortEarly: false });
    return {};
  } catch (failure) {
    const { inner } = failure as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-03-12T15:00:00Z'), doNotFake: ['setTimeout', 'nextTick'] });
});
afterAll(() => jest.useRealTimers());

test('a consultation needs its date, its vet and its motivo, with the server’s messages', async () => {
  expect(await errorsOf({ date: null, vetId: '', reason: '  ' })).toEqual({
    date: 'La fecha de la consulta es obligatoria',
    vetId: 'El médico tratante es obligatorio',
    reason: 'El motivo de consulta es obligatorio',
  });
  expect(await errorsOf({})).toEqual({});
});

test('the date is refused before 2000 and after today', async () => {
  expect(await errorsOf({ date: dayjs('1999-12-31T10:00:00') })).toEqual({
    date: 'La fecha no puede ser anterior al año 2000',
  });
  expect(await errorsOf({ date: dayjs('2026-03-13T08:00:00') })).toEqual({
    date: 'La fecha no puede ser futura',
  });
  // Later today is still today.
  expect(await errorsOf({ date: dayjs('2026-03-12T23:00:00') })).toEqual({});
});

test.each<[keyof ConsultationFormValues, number, string]>([
  ['weightKg', 0, 'El peso debe estar entre 0,01 y 200 kg'],
  ['weightKg', 200.5, 'El peso debe estar entre 0,01 y 200 kg'],
  ['weightKg', 12.345, 'El peso admite como máximo 2 decimales'],
  ['temperatureC', 400, 'La temperatura debe estar entre 25 y 45 °C'],
  ['temperatureC', 38.55, 'La temperatura admite como máximo 1 decimal'],
  ['heartRate', 0, 'La frecuencia cardíaca debe ser un número entero entre 1 y 400'],
  ['heartRate', 80.5, 'La frecuencia cardíaca debe ser un número entero entre 1 y 400'],
  ['respiratoryRate', 201, 'La frecuencia respiratoria debe ser un número entero entre 1 y 200'],
  ['capillaryRefillS', 11, 'El tiempo de llenado capilar debe estar entre 0 y 10 s'],
  ['capillaryRefillS', 1.25, 'El tiempo de llenado capilar debe estar entre 0 y 10 s'],
  ['dehydrationPct', 21, 'La deshidratación debe estar entre 0 y 20 %'],
  ['bodyCondition', 10, 'La condición corporal debe ser un número entero del 1 al 9'],
  ['bodyCondition', 4.5, 'La condición corporal debe ser un número entero del 1 al 9'],
])('%s %p is refused: «%s»', async (field, value, message) => {
  expect(await errorsOf({ [field]: value })).toEqual({ [field]: message });
});

test('the values at the edges of the rules, and values not taken, are accepted', async () => {
  expect(
    await errorsOf({
      weightKg: 0.01,
      temperatureC: 45,
      heartRate: 400,
      respiratoryRate: 1,
      capillaryRefillS: 0,
      dehydrationPct: 20,
      bodyCondition: 9,
    }),
  ).toEqual({});
  expect(
    await errorsOf({ weightKg: 200, temperatureC: 25, bodyCondition: 1, mucousMembranes: 'Pálidas' }),
  ).toEqual({});
});

test('texts over their limits say the limit', async () => {
  expect(
    await errorsOf({
      reason: 'a'.repeat(301),
      anamnesis: 'a'.repeat(4001),
      presumptiveDiagnosis: 'a'.repeat(1001),
    }),
  ).toEqual({
    reason: 'Máximo 300 caracteres',
    anamnesis: 'Máximo 4000 caracteres',
    presumptiveDiagnosis: 'Máximo 1000 caracteres',
  });
});

test('each prescription needs a drug, a dose above 0, a unit, a route and a frequency', async () => {
  expect(await errorsOf({ prescriptions: [emptyPrescription()] })).toEqual({
    'prescriptions[0].drug': 'El medicamento es obligatorio',
    'prescriptions[0].dose': 'La dosis es obligatoria',
    'prescriptions[0].unit': 'Unidad no válida',
    'prescriptions[0].route': 'Vía no válida',
    'prescriptions[0].frequency': 'La frecuencia es obligatoria',
  });
  const row = { drug: 'Meloxicam', unit: 'mg' as const, route: 'Oral' as const, frequency: 'cada 24 horas' };
  expect(await errorsOf({ prescriptions: [{ ...row, dose: 0, durationDays: 0 }] })).toEqual({
    'prescriptions[0].dose': 'La dosis debe ser un número mayor a 0',
    'prescriptions[0].durationDays': 'La duración debe ser un número entero de días entre 1 y 365',
  });
  expect(await errorsOf({ prescriptions: [{ ...row, dose: 0.0005, durationDays: 366 }] })).toEqual({
    'prescriptions[0].dose': 'La dosis debe ser un número mayor a 0',
    'prescriptions[0].durationDays': 'La duración debe ser un número entero de días entre 1 y 365',
  });
  expect(await errorsOf({ prescriptions: [{ ...row, dose: 0.125, durationDays: null }] })).toEqual({});
  const many = Array.from({ length: 21 }, () => ({ ...row, dose: 1, durationDays: 3 }));
  expect(await errorsOf({ prescriptions: many })).toEqual({
    prescriptions: 'Una receta admite como máximo 20 medicamentos',
  });
});

test('the next check is a real day, not before the consultation’s', async () => {
  expect(await errorsOf({ nextCheck: '31/02/2026' })).toEqual({ nextCheck: 'Fecha inválida' });
  expect(await errorsOf({ nextCheck: '2026-03-11' })).toEqual({
    nextCheck: 'El próximo control no puede ser anterior a la consulta',
  });
  expect(await errorsOf({ nextCheck: '2026-03-12' })).toEqual({});
});

test('the form’s resolver puts each message where the form shows it', async () => {
  // As the form takes it.
  const resolve = yupResolver(consultationSchema) as unknown as Resolver<ConsultationFormValues>;
  const row = { drug: 'Meloxicam', dose: 1, unit: 'mg' as const, route: 'Oral' as const, frequency: '' };
  const { errors } = await resolve(
    {
      ...valid(),
      reason: '',
      prescriptions: [
        { ...row, frequency: 'cada día', durationDays: 3 },
        { ...row, durationDays: null },
      ],
    },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  expect(errors.reason?.message).toBe('El motivo de consulta es obligatorio');
  expect(errors.prescriptions?.[0]).toBeUndefined();
  expect(errors.prescriptions?.[1]?.frequency?.message).toBe('La frecuencia es obligatoria');
});

test('the body: an ISO instant, trimmed texts, the next check null when none', () => {
  const body = toBody({
    ...valid(),
    reason: '  Vómitos ',
    prescriptions: [
      {
        drug: ' Meloxicam ',
        dose: 0.1,
        unit: 'mg/kg',
        route: 'Oral',
        frequency: 'cada 24 horas ',
        durationDays: null,
      },
    ],
  });
  expect(body).toMatchObject({
    date: '2026-03-12T14:30:00.000Z',
    vetId: 'vet-1',
    reason: 'Vómitos',
    nextCheck: null,
    mucousMembranes: '',
    weightKg: null,
    prescriptions: [
      {
        drug: 'Meloxicam',
        dose: 0.1,
        unit: 'mg/kg',
        route: 'Oral',
        frequency: 'cada 24 horas',
        durationDays: null,
      },
    ],
  });
  // A saved consultation goes back out as it came.
  const saved = consultation();
  const again = toBody(valuesOf(saved));
  expect(again).toEqual({
    date: saved.date,
    vetId: saved.vet!._id,
    reason: saved.reason,
    anamnesis: saved.anamnesis,
    weightKg: saved.weightKg,
    temperatureC: saved.temperatureC,
    heartRate: saved.heartRate,
    respiratoryRate: saved.respiratoryRate,
    mucousMembranes: saved.mucousMembranes,
    capillaryRefillS: saved.capillaryRefillS,
    dehydrationPct: saved.dehydrationPct,
    bodyCondition: saved.bodyCondition,
    findings: saved.findings,
    presumptiveDiagnosis: saved.presumptiveDiagnosis,
    definitiveDiagnosis: saved.definitiveDiagnosis,
    treatment: saved.treatment,
    prescriptions: saved.prescriptions,
    nextCheck: saved.nextCheck,
  });
  expect(formFields(1)).toContain('prescriptions.0.durationDays');
  expect(formFields(1)).not.toContain('prescriptions.1.drug');
});
