// The form's rules say the server's words (api/src/preventives/schemas.ts and input.ts), and the products
// suggest the next due day from their interval.
import { ValidationError } from 'yup';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import {
  emptyValues,
  preventiveSchema,
  productsFor,
  suggestNextDue,
  toBody,
  valuesOf,
  type PreventiveFormValues,
} from './preventiveSchema';
import { preventive } from '../../testing/fixtures';

const valid: PreventiveFormValues = {
  product: 'Antirrábica',
  lot: 'L-1',
  appliedOn: '2026-03-12',
  nextDue: '2027-03-12',
  appliedBy: 'vet-1',
  notes: '',
};

/** Each field's first message, as the form shows it under the field. */
async function errorsOf(values: Partial<PreventiveFormValues>): Promise<Record<string, string>> {
  try {
    await preventiveSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (failure) {
    if (!ValidationError.isError(failure)) throw failure;
    const errors: Record<string, string> = {};
    for (const issue of failure.inner) errors[issue.path!] ??= issue.message;
    return errors;
  }
}

beforeEach(() => fakeToday(new Date(2026, 2, 12, 10, 30)));
afterEach(() => jest.useRealTimers());

describe('the rules', () => {
  test('a whole application passes', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ nextDue: '', lot: '', notes: '' })).toEqual({});
  });

  test('what is required, in the server’s words', async () => {
    expect(await errorsOf({ product: '   ', appliedOn: '', appliedBy: '' })).toEqual({
      product: 'El producto es obligatorio',
      appliedOn: 'La fecha de aplicación es obligatoria',
      appliedBy: 'Quién aplicó es obligatorio',
    });
  });

  test('a next due day before the day applied is refused; the same day is not', async () => {
    expect(await errorsOf({ appliedOn: '2026-03-10', nextDue: '2026-03-09' })).toEqual({
      nextDue: 'La próxima dosis no puede ser anterior a la aplicación',
    });
    expect(await errorsOf({ appliedOn: '2026-03-10', nextDue: '2026-03-10' })).toEqual({});
  });

  test('a day applied after today, or before 1900, is refused; today is fine', async () => {
    expect(await errorsOf({ appliedOn: '2026-03-13', nextDue: '' })).toEqual({
      appliedOn: 'La fecha no puede ser futura',
    });
    expect(await errorsOf({ appliedOn: '1899-12-31' })).toEqual({
      appliedOn: 'La fecha no puede ser anterior a 1900',
    });
    expect(await errorsOf({ appliedOn: '2026-03-12', nextDue: '' })).toEqual({});
  });

  test('a date half typed, or one that does not exist, is «Fecha inválida»', async () => {
    expect(await errorsOf({ appliedOn: '12/03/20', nextDue: '2026-02-30' })).toEqual({
      appliedOn: 'Fecha inválida',
      nextDue: 'Fecha inválida',
    });
  });

  test('the limits: 120 for the product, 60 for the lot, 1000 for the notes', async () => {
    expect(
      await errorsOf({ product: 'a'.repeat(121), lot: 'b'.repeat(61), notes: 'c'.repeat(1001) }),
    ).toEqual({
      product: 'Máximo 120 caracteres',
      lot: 'Máximo 60 caracteres',
      notes: 'Máximo 1000 caracteres',
    });
  });
});

test('a new application is applied today by whoever records it; no next dose is sent as null', () => {
  const values = emptyValues('vet-1');
  expect(values).toMatchObject({ appliedOn: '2026-03-12', nextDue: '', appliedBy: 'vet-1' });
  expect(toBody('deworming', { ...valid, product: '  Desparasitante interno ', nextDue: '' })).toEqual({
    kind: 'deworming',
    product: 'Desparasitante interno',
    lot: 'L-1',
    appliedOn: '2026-03-12',
    nextDue: null,
    appliedBy: 'vet-1',
    notes: '',
  });
});

describe('the products', () => {
  test('the list offers the kind’s products for the pet’s species', () => {
    expect(productsFor('vaccine', 'Felino')).toEqual([
      'Antirrábica',
      'Triple felina (rinotraqueítis, calicivirus, panleucopenia)',
      'Leucemia felina',
    ]);
    expect(productsFor('deworming', 'Conejo')).toEqual(['Desparasitante interno']);
  });

  test('a known product suggests the day applied plus its interval, however it is spelt', () => {
    expect(suggestNextDue('vaccine', 'Antirrábica', '2026-03-12')).toEqual({
      day: '2027-03-12',
      intervalDays: 365,
    });
    expect(suggestNextDue('vaccine', ' ANTIRRABICA ', '2024-03-01')?.day).toBe('2025-03-01');
    expect(suggestNextDue('deworming', 'Desparasitante externo (pipeta)', '2026-01-31')).toEqual({
      day: '2026-03-02',
      intervalDays: 30,
    });
  });

  test('an unknown product, another kind’s, or a day not yet typed suggests nothing', () => {
    expect(suggestNextDue('vaccine', 'Vacuna importada', '2026-03-12')).toBeNull();
    expect(suggestNextDue('deworming', 'Antirrábica', '2026-03-12')).toBeNull();
    expect(suggestNextDue('vaccine', 'Antirrábica', '12/03/2')).toBeNull();
  });
});

test('an application restored without who applied it is edited with nobody chosen, which the form asks for', async () => {
  expect(valuesOf(preventive({ appliedBy: null })).appliedBy).toBe('');
  expect(await errorsOf({ appliedBy: valuesOf(preventive({ appliedBy: null })).appliedBy })).toEqual({
    appliedBy: 'Quién aplicó es obligatorio',
  });
});
