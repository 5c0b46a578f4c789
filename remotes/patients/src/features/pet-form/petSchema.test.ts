import { EMPTY_PET, isValidDay, petSchema, todayIso, type PetFormValues } from './petSchema';

const valid: PetFormValues = {
  ...EMPTY_PET,
  name: 'Luna',
  birthDate: '2020-03-15',
  species: 'Canino',
  sex: 'Hembra',
  mainVet: 'M.V. Ana Pérez',
};

async function errorsOf(values: Partial<PetFormValues>) {
  try {
    await petSchema().validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

afterEach(() => jest.useRealTimers());

test('a complete pet passes', async () => {
  expect(await errorsOf({})).toEqual([]);
});

test("the required fields say what is missing, in the form's words", async () => {
  expect(await errorsOf({ name: '  ', birthDate: '', species: '', sex: '' })).toEqual([
    'El nombre del paciente es obligatorio',
    'La fecha de nacimiento es obligatoria',
    'La especie es obligatoria',
    'El sexo es obligatorio',
  ]);
});

test('impossible and future dates are refused', async () => {
  jest.useFakeTimers({
    now: new Date(2025, 5, 15, 10, 0),
    doNotFake: ['setTimeout', 'setImmediate', 'nextTick'],
  });
  expect(await errorsOf({ birthDate: '2024-02-31' })).toEqual(['Fecha inválida']);
  expect(await errorsOf({ birthDate: '0099-01-01' })).toEqual(['Fecha inválida']);
  expect(await errorsOf({ birthDate: '1899-12-31' })).toEqual(['La fecha no puede ser anterior a 1900']);
  expect(await errorsOf({ birthDate: '2025-06-16' })).toEqual(['La fecha no puede ser futura']);
  // Today is not the future.
  expect(await errorsOf({ birthDate: '2025-06-15' })).toEqual([]);
});

test("species and sex come from the product's lists; weight is never negative", async () => {
  expect(await errorsOf({ species: 'Dragón', sex: 'Otro' })).toEqual([
    'La especie es obligatoria',
    'El sexo es obligatorio',
  ]);
  expect(await errorsOf({ weight: -1 })).toEqual(['El peso no puede ser negativo']);
  expect(await errorsOf({ weight: 0 })).toEqual([]);
  expect(await errorsOf({ weight: 2001 })).toEqual(['El peso no puede superar 2000 kg']);
  expect(await errorsOf({ name: 'x'.repeat(81), breed: 'x'.repeat(121) })).toEqual([
    'Máximo 80 caracteres',
    'Máximo 120 caracteres',
  ]);
});

test('the alerts are optional, up to 500 characters each', async () => {
  expect(await errorsOf({ allergies: '', chronicConditions: '' })).toEqual([]);
  expect(await errorsOf({ allergies: 'x'.repeat(500) })).toEqual([]);
  expect(await errorsOf({ allergies: 'x'.repeat(501), chronicConditions: 'x'.repeat(501) })).toEqual([
    'Máximo 500 caracteres',
    'Máximo 500 caracteres',
  ]);
});

test('the main vet is required', async () => {
  expect(await errorsOf({ mainVet: '' })).toEqual(['El veterinario tratante es obligatorio']);
  expect(await errorsOf({ mainVet: 'x'.repeat(121) })).toEqual(['Máximo 120 caracteres']);
});

test('today is the local calendar day, even late at night in Caracas (UTC-4)', () => {
  expect(todayIso(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31');
  expect(isValidDay('2024-02-29')).toBe(true);
  expect(isValidDay('2023-02-29')).toBe(false);
  expect(isValidDay('15/03/2020')).toBe(false);
});
