import { useTestApp } from './helpers/app.js';
import { createService, newService, vetWithPet, type Service } from './helpers/grooming.js';
import { BY_ANA, get, post, put } from './helpers/http.js';

const SERVICE_ENUM = 'El tipo de servicio debe ser uno de: Corte, Baño, Corte y Baño';
const PAYMENT_ENUM = 'El tipo de pago debe ser uno de: Efectivo, Pago Movil, Zelle, Otro';
const INVALID_DATE = 'Fecha inválida';
const COST_MIN = 'El costo debe ser mayor a 0';
const RATE_MIN = 'La tasa de cambio debe ser mayor a 0';
const DAY_MS = 24 * 60 * 60_000;
const MISSING = Symbol('missing');

/** The grooming rules (docs/product/grooming.md#fields-and-rules) on the server: each a 400 naming the
 *  field in Spanish, nothing stored. */
describe('grooming: validation', () => {
  const t = useTestApp();
  let token: string;
  let patientId: string;
  let existing: Service;
  beforeAll(async () => {
    ({ token, patientId } = await vetWithPet(t));
    existing = await createService(t, token, patientId);
  });

  async function stored() {
    const { rows } = await t.db.query('SELECT * FROM grooming_services ORDER BY id');
    return rows;
  }

  function body(field: string, value: unknown) {
    const b = newService();
    if (value === MISSING) delete b[field];
    else b[field] = value;
    return b;
  }

  /** Refused the same way by create and by edit; the table is exactly as before. */
  async function refused(field: string, value: unknown, msg: string) {
    const before = await stored();
    for (const res of [
      await post(t.app, `/api/patients/${patientId}/grooming`, body(field, value), token),
      // The edit form also sends the version it loaded (the service is never changed here).
      await put(t.app, `/api/grooming/${existing._id}`, { ...body(field, value), version: 1 }, token),
    ]) {
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg });
      expect(res.body.errors).toEqual([{ field, msg }]);
    }
    expect(await stored()).toEqual(before);
  }

  describe('the issue’s bad inputs', () => {
    it.each([
      ['cost', 0, COST_MIN],
      ['cost', -5, COST_MIN],
      ['cost', 'abc', 'El costo debe ser un número'],
      ['specifications', 'x'.repeat(301), 'Máximo 300 caracteres'],
      ['service', 'Peinado', SERVICE_ENUM],
      ['paymentType', 'Bitcoin', PAYMENT_ENUM],
      ['exchangeRate', 0, RATE_MIN],
      ['date', 'no es una fecha', INVALID_DATE],
    ])('%s = %j → %s', async (field, value, msg) => refused(field, value, msg));
  });

  describe('date', () => {
    const now = () => Date.now();
    it.each([
      [MISSING, 'La fecha del servicio es obligatoria'],
      ['', 'La fecha del servicio es obligatoria'],
      ['   ', 'La fecha del servicio es obligatoria'],
      ['2023-02-30T10:00:00Z', INVALID_DATE],
      ['2024-13-01T10:00:00Z', INVALID_DATE],
      ['2024-05-10', INVALID_DATE],
      ['2024-05-10T10:00:00', INVALID_DATE],
      ['2024-05-10T10:00Z', INVALID_DATE],
      ['2024-05-10T23:59:60Z', INVALID_DATE],
      ['2024-05-10T24:00:00Z', INVALID_DATE],
      ['10/05/2024', INVALID_DATE],
      [12345, INVALID_DATE],
      [{ $date: '2024-05-10' }, INVALID_DATE],
      ['1999-12-31T23:59:59.999Z', 'La fecha no puede ser anterior al año 2000'],
    ])('%p → %s', async (value, msg) => refused('date', value, msg));

    it('a date in the future is refused (one day of slack for a browser clock ahead)', async () => {
      await refused('date', new Date(now() + 2 * DAY_MS).toISOString(), 'La fecha no puede ser futura');
      const soon = await createService(t, token, patientId, {
        date: new Date(now() + 60 * 60_000).toISOString(),
      });
      expect(soon._id).toBeTruthy();
    });

    it('accepts Z and ±hh:mm offsets, with or without fractions', async () => {
      for (const date of [
        '2000-01-01T00:00:00Z',
        '2024-05-10T10:30:00-04:00',
        '2024-05-10T10:30:00.5+01:00',
      ]) {
        expect((await createService(t, token, patientId, { date })).date).toBe(new Date(date).toISOString());
      }
    });
  });

  describe('service and payment type', () => {
    it.each([
      ['service', MISSING, 'El tipo de servicio es obligatorio'],
      ['service', '', 'El tipo de servicio es obligatorio'],
      ['service', 'corte', SERVICE_ENUM],
      ['service', 'Bano', SERVICE_ENUM],
      ['service', ['Corte'], SERVICE_ENUM],
      ['paymentType', MISSING, 'El tipo de pago es obligatorio'],
      ['paymentType', '', 'El tipo de pago es obligatorio'],
      ['paymentType', 'Transferencia', PAYMENT_ENUM],
      ['paymentType', 'pago movil', PAYMENT_ENUM],
    ])('%s = %p → %s', async (field, value, msg) => refused(field, value, msg));

    it('accepts every value of the service and payment lists', async () => {
      for (const service of ['Corte', 'Baño', 'Corte y Baño']) {
        for (const paymentType of ['Efectivo', 'Pago Movil', 'Zelle', 'Otro']) {
          expect(await createService(t, token, patientId, { service, paymentType })).toMatchObject({
            service,
            paymentType,
          });
        }
      }
    });
  });

  describe('texts', () => {
    it.each([
      ['specifications', MISSING, 'Las especificaciones son obligatorias'],
      ['specifications', '', 'Las especificaciones son obligatorias'],
      ['specifications', ' \n\t ', 'Las especificaciones son obligatorias'],
      ['specifications', { texto: 'x' }, 'Las especificaciones deben ser un texto'],
      ['observations', 'o'.repeat(2001), 'Máximo 2000 caracteres'],
    ])('%s = %p → %s', async (field, value, msg) => refused(field, value, msg));

    it('300 characters of specifications (accented ones too) and 2000 of observations fit', async () => {
      const s = await createService(t, token, patientId, {
        specifications: 'ñ'.repeat(300),
        observations: 'o'.repeat(2000),
      });
      expect(s.specifications).toHaveLength(300);
      expect(s.observations).toHaveLength(2000);
    });
  });

  describe('cost', () => {
    it.each([
      [MISSING, 'El costo es obligatorio'],
      ['', 'El costo es obligatorio'],
      [0.001, COST_MIN],
      [null, COST_MIN],
      [true, 'El costo debe ser un número'],
      [[10], 'El costo debe ser un número'],
      ['12,50', 'El costo debe ser un número'],
      [12.345, 'El costo admite como máximo 2 decimales'],
      ['0.999', 'El costo admite como máximo 2 decimales'],
      [1_000_000.01, 'El costo no puede superar 1.000.000'],
      [1e21, 'El costo no puede superar 1.000.000'],
    ])('%p → %s', async (value, msg) => refused('cost', value, msg));
  });

  describe('exchange rate', () => {
    it.each([
      [-1, RATE_MIN],
      [0.00001, RATE_MIN],
      ['abc', 'La tasa de cambio debe ser un número'],
      [false, 'La tasa de cambio debe ser un número'],
      [2e9, 'La tasa de cambio no puede superar 1.000.000.000'],
    ])('%p → %s', async (value, msg) => refused('exchangeRate', value, msg));
  });

  it('an empty body lists every required field with its message', async () => {
    const before = await stored();
    const res = await post(t.app, `/api/patients/${patientId}/grooming`, {}, token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'date', msg: 'La fecha del servicio es obligatoria' },
        { field: 'service', msg: 'El tipo de servicio es obligatorio' },
        { field: 'specifications', msg: 'Las especificaciones son obligatorias' },
        { field: 'cost', msg: 'El costo es obligatorio' },
        { field: 'paymentType', msg: 'El tipo de pago es obligatorio' },
      ]),
    );
    expect(res.body.errors).toHaveLength(5);
    expect(await stored()).toEqual(before);
  });

  it('the checks after the schema (date range, decimals, rounded rate) name every bad field at once', async () => {
    const res = await post(
      t.app,
      `/api/patients/${patientId}/grooming`,
      newService({ date: '1990-01-01T00:00:00Z', cost: 1.234, exchangeRate: 0.00001 }),
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'date', msg: 'La fecha no puede ser anterior al año 2000' },
      { field: 'cost', msg: 'El costo admite como máximo 2 decimales' },
      { field: 'exchangeRate', msg: RATE_MIN },
    ]);
  });

  it('a body that is not a JSON object: 400 or 415 in Spanish, nothing stored', async () => {
    const before = await stored();
    const url = `/api/patients/${patientId}/grooming`;
    const array = await post(t.app, url, [newService()], token);
    expect(array).toMatchObject({
      status: 400,
      body: { msg: 'Los datos enviados deben ser un objeto JSON' },
    });
    const text = await t.app.inject({
      method: 'POST',
      url,
      payload: 'cost=5',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(JSON.parse(text.body).msg).toMatch(/JSON/);
    expect(await stored()).toEqual(before);
    expect((await get(t.app, `/api/grooming/${existing._id}`, token)).body.service).toEqual({
      ...existing,
      ...BY_ANA,
    });
  });
});
