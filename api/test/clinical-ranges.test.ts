import { useTestApp } from './helpers/app.js';
import { createConsultation, vetWithPatient } from './helpers/clinical.js';
import { createOwner } from './helpers/owners.js';
import { createPet } from './helpers/patients.js';
import { get, put } from './helpers/http.js';
import { clinicOfSession, joinClinic } from './helpers/members.js';
import { del } from './helpers/owners.js';

const URL = '/api/clinical/vital-ranges';

// The cited table (docs/product/clinical.md, «Normal ranges of the vital signs»).
const DEFAULTS = {
  Canino: {
    temperatureC: { min: 37.9, max: 39.9 },
    heartRate: { min: 60, max: 140 },
    respiratoryRate: { min: 10, max: 30 },
    capillaryRefillS: { min: 0, max: 2 },
  },
  Felino: {
    temperatureC: { min: 38.1, max: 39.2 },
    heartRate: { min: 140, max: 220 },
    respiratoryRate: { min: 20, max: 30 },
    capillaryRefillS: { min: 0, max: 2 },
  },
};

/** A clinic's own table: the defaults, a warmer dog, and ferrets with a temperature range. */
function custom() {
  const ranges: Record<string, Record<string, { min: number; max: number }>> = structuredClone(DEFAULTS);
  ranges.Canino.temperatureC = { min: 38, max: 39.5 };
  ranges['Hurón'] = { temperatureC: { min: 37.8, max: 40 } };
  return ranges;
}

describe('vital-sign ranges and the values outside them', () => {
  const t = useTestApp();

  async function save(token: string, ranges: unknown) {
    const { version } = (await get(t.app, URL, token)).body;
    return put(t.app, URL, { ranges, version }, token);
  }

  it('a clinic that changed nothing gets the cited defaults, as ranges and as defaults', async () => {
    const ana = await vetWithPatient(t);
    expect((await get(t.app, URL, ana.token)).body).toEqual({
      ranges: DEFAULTS,
      defaults: DEFAULTS,
      version: 1,
    });
  });

  it('PUT saves the whole table, any species; GET answers it; DELETE goes back to the defaults', async () => {
    const ana = await vetWithPatient(t);
    const saved = await save(ana.token, { ...custom(), Marciano: {} });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ msg: 'Rangos de signos vitales guardados', ranges: custom(), version: 2 });
    expect((await get(t.app, URL, ana.token)).body).toEqual({
      ranges: custom(),
      defaults: DEFAULTS,
      version: 2,
    });
    // Saving again replaces the table: a species left out is no longer kept.
    const onlyDogs = { Canino: custom().Canino };
    expect((await save(ana.token, onlyDogs)).body.ranges).toEqual(onlyDogs);

    const reset = await del(t.app, URL, ana.token);
    expect(reset.body).toEqual({
      msg: 'Rangos de signos vitales restablecidos',
      ranges: DEFAULTS,
      version: 4,
    });
    expect((await get(t.app, URL, ana.token)).body.ranges).toEqual(DEFAULTS);
    // Each clinic has its own: another one still sees the defaults.
    const other = await vetWithPatient(t);
    await save(ana.token, custom());
    expect((await get(t.app, URL, other.token)).body.ranges).toEqual(DEFAULTS);
  });

  it('a save from a form loaded before another save is 409 and changes nothing', async () => {
    const ana = await vetWithPatient(t);
    await save(ana.token, custom());
    const stale = await put(t.app, URL, { ranges: DEFAULTS, version: 1 }, ana.token);
    expect(stale).toMatchObject({ status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } });
    expect((await get(t.app, URL, ana.token)).body.ranges).toEqual(custom());
  });

  it('refuses a minimum above its maximum and bounds outside the possible values', async () => {
    const ana = await vetWithPatient(t);
    const ranges = custom();
    ranges.Canino.heartRate = { min: 150, max: 60 };
    ranges.Felino.temperatureC = { min: 20, max: 39.25 };
    ranges.Felino.respiratoryRate = { min: 20.5, max: 30 };
    const res = await save(ana.token, ranges);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'ranges.Felino.temperatureC.min', msg: 'La temperatura debe estar entre 25 y 45 °C' },
        {
          field: 'ranges.Felino.respiratoryRate.min',
          msg: 'La frecuencia respiratoria debe ser un número entero entre 1 y 200',
        },
      ]),
    );
    const order = await save(ana.token, { Canino: { heartRate: { min: 150, max: 60 } } });
    expect(order.body.errors).toEqual([
      { field: 'ranges.Canino.heartRate', msg: 'El mínimo no puede ser mayor que el máximo' },
    ]);
    const decimals = await save(ana.token, { Felino: { temperatureC: { min: 38, max: 39.25 } } });
    expect(decimals.body.errors).toEqual([
      { field: 'ranges.Felino.temperatureC.max', msg: 'La temperatura admite como máximo 1 decimal' },
    ]);
    const text = await save(ana.token, { Felino: { temperatureC: { min: '38', max: 39 } } });
    expect(text.body.errors).toEqual([
      { field: 'ranges.Felino.temperatureC.min', msg: 'Debe ser un número' },
    ]);
    expect((await get(t.app, URL, ana.token)).body.version).toBe(1);
  });

  it('only ranges.write saves them: a vet reads them, the administrator changes them', async () => {
    const ana = await vetWithPatient(t);
    const vet = await joinClinic(t, await clinicOfSession(t, ana.token), 'vet');
    expect((await get(t.app, URL, vet.token)).status).toBe(200);
    const refused = await put(t.app, URL, { ranges: custom(), version: 1 }, vet.token);
    expect(refused.status).toBe(403);
    expect((await del(t.app, URL, vet.token)).status).toBe(403);
  });

  it('a save is one activity entry with each range that changed', async () => {
    const ana = await vetWithPatient(t);
    await save(ana.token, custom());
    const log = await get(t.app, '/api/clinic/activity?kind=vital_ranges', ana.token);
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({
      action: 'update',
      recordKind: 'vital_ranges',
      summary: 'Rangos de signos vitales',
      actor: { _id: ana.vetId },
    });
    expect(log.body.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'Canino.temperatureC', from: { min: 37.9, max: 39.9 }, to: { min: 38, max: 39.5 } },
        { field: 'Hurón.temperatureC', from: null, to: { min: 37.8, max: 40 } },
      ]),
    );
  });

  it("flags the values outside the pet's species' ranges, high or low; impossible ones never get here", async () => {
    const ana = await vetWithPatient(t);
    const c = await createConsultation(t, ana.token, ana.patientId, {
      temperatureC: 40.5,
      heartRate: 50,
      respiratoryRate: 30,
      capillaryRefillS: 2.5,
    });
    expect(c.outOfRange).toEqual([
      { field: 'temperatureC', value: 40.5, min: 37.9, max: 39.9, direction: 'high' },
      { field: 'heartRate', value: 50, min: 60, max: 140, direction: 'low' },
      { field: 'capillaryRefillS', value: 2.5, min: 0, max: 2, direction: 'high' },
    ]);
    // A cat's heart at 180 is normal; a dog's is not.
    const owner = await createOwner(t, ana.token);
    const cat = await createPet(t, ana.token, owner._id, { name: 'Misu', species: 'Felino' });
    const catVisit = await createConsultation(t, ana.token, cat._id, { heartRate: 180, temperatureC: 38.5 });
    expect(catVisit.outOfRange).toEqual([]);
    // A rabbit has no ranges until the clinic adds them.
    const rabbit = await createPet(t, ana.token, owner._id, { name: 'Copo', species: 'Conejo' });
    const rabbitVisit = await createConsultation(t, ana.token, rabbit._id, { temperatureC: 42 });
    expect(rabbitVisit.outOfRange).toEqual([]);
    await save(ana.token, { ...DEFAULTS, Conejo: { temperatureC: { min: 38.5, max: 40 } } });
    const judged = await get(t.app, `/api/consultations/${rabbitVisit._id}`, ana.token);
    expect(judged.body.consultation.outOfRange).toEqual([
      { field: 'temperatureC', value: 42, min: 38.5, max: 40, direction: 'high' },
    ]);
  });
});
