import dayjs from 'dayjs';
import type { ValidationError } from 'yup';
import { groomingSchema, toPayload, type GroomingFormValues } from './groomingSchema';

const valid: GroomingFormValues = {
  date: dayjs(new Date(2024, 4, 15, 10, 30)),
  service: 'Baño',
  specifications: 'Con champú de avena',
  observations: '',
  cost: 12.5,
  paymentType: 'Zelle',
  exchangeRate: null,
};

async function messages(values: Partial<GroomingFormValues>): Promise<Record<string, string>> {
  try {
    await groomingSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

test('a complete service passes', async () => {
  expect(await messages({})).toEqual({});
});

test('required fields say "{label} es requerido"', async () => {
  expect(
    await messages({ date: null, service: '', specifications: '  ', cost: null, paymentType: '' }),
  ).toEqual({
    date: 'Fecha es requerido',
    service: 'Servicio es requerido',
    specifications: 'Especificaciones es requerido',
    cost: 'Costo es requerido',
    paymentType: 'Tipo de pago es requerido',
  });
});

test('specifications stop at 300 characters', async () => {
  expect(await messages({ specifications: 'a'.repeat(300) })).toEqual({});
  expect(await messages({ specifications: 'a'.repeat(301) })).toEqual({
    specifications: 'Máximo 300 caracteres',
  });
});

test('cost must be at least 0.01, with at most 2 decimals', async () => {
  expect(await messages({ cost: 0 })).toEqual({ cost: 'Costo debe ser mayor a 0' });
  expect(await messages({ cost: -5 })).toEqual({ cost: 'Costo debe ser mayor a 0' });
  expect(await messages({ cost: 0.01 })).toEqual({});
  expect(await messages({ cost: 1.005 })).toEqual({ cost: 'El costo admite como máximo 2 decimales' });
});

test('the exchange rate is optional but positive when given', async () => {
  expect(await messages({ exchangeRate: 36.1234 })).toEqual({});
  expect(await messages({ exchangeRate: 0 })).toEqual({ exchangeRate: 'Tasa de cambio debe ser mayor a 0' });
});

test('the payload sends the date as an ISO instant and trims texts', () => {
  expect(toPayload({ ...valid, specifications: '  Corte  ' })).toEqual({
    date: '2024-05-15T14:30:00.000Z',
    service: 'Baño',
    specifications: 'Corte',
    observations: '',
    cost: 12.5,
    paymentType: 'Zelle',
    exchangeRate: null,
  });
});
