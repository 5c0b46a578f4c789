import { examFormSchema, todayLocal } from './examFormSchema';

const valid = {
  date: '2026-02-10',
  species: 'perro',
  hematocrit: 40,
  whiteBloodCells: 12000,
  totalProtein: 6.5,
  platelets: 250000,
  hemotropico: '',
  observacion: '',
};

const messages = async (values: object) => {
  try {
    await examFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

test('accepts a complete exam', async () => {
  expect(await messages(valid)).toEqual([]);
});

test('requires the date and the four values, each with its message', async () => {
  const errors = await messages({
    ...valid,
    date: '',
    hematocrit: null,
    whiteBloodCells: null,
    totalProtein: null,
    platelets: null,
  });
  expect(errors).toEqual(
    expect.arrayContaining([
      'La fecha es obligatoria',
      'Hematocrito es obligatorio',
      'Glóbulos blancos es obligatorio',
      'Proteínas totales es obligatorio',
      'Plaquetas es obligatorio',
    ]),
  );
});

test('refuses negative values', async () => {
  expect(await messages({ ...valid, platelets: -1 })).toEqual(['Debe ser positivo']);
});

test('today is the local calendar day', () => {
  expect(todayLocal(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
