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

test('the date is a real day, never a future one', async () => {
  // The date field gives the text as typed while it names no day.
  expect(await messages({ ...valid, date: '05/03/20' })).toEqual(['Fecha inválida']);
  expect(await messages({ ...valid, date: '31/02/2026' })).toEqual(['Fecha inválida']);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  expect(await messages({ ...valid, date: todayLocal(tomorrow) })).toEqual(['La fecha no puede ser futura']);
  expect(await messages({ ...valid, date: todayLocal() })).toEqual([]);
});
