import { useTestApp } from './helpers/app.js';
import { get, put, signUpTokens } from './helpers/http.js';
import { del } from './helpers/owners.js';

type Interval = { min: number; max: number };
type Ranges = Record<'perro' | 'gato', Record<string, Interval>>;

// The screen's default table (docs/product/lab.md#default-reference-ranges): min and max for the dog,
// then for the cat.
const TABLE: Record<string, [number, number, number, number]> = {
  hematocrit: [37, 55, 30, 45],
  whiteBloodCells: [6, 17, 5.5, 19.5],
  totalProtein: [5.4, 7.8, 5.7, 8.9],
  platelets: [175, 500, 180, 500],
  segmentedNeutrophils: [3.3, 11.4, 2.5, 12.5],
  bandNeutrophils: [0, 0.3, 0, 0.3],
  lymphocytes: [1, 4.8, 1.5, 7],
  monocytes: [0.1, 1.4, 0.1, 1.4],
  eosinophils: [0.1, 1.3, 0.1, 1.5],
  basophils: [0, 0.2, 0, 0.2],
  nrbc: [0, 0.2, 0, 0.2],
  reticulocytes: [0, 1.5, 0, 1.5],
};
const column = (at: 0 | 2) =>
  Object.fromEntries(Object.entries(TABLE).map(([key, row]) => [key, { min: row[at], max: row[at + 1] }]));
const DEFAULTS: Ranges = { perro: column(0), gato: column(2) };

const URL = '/api/lab/reference-ranges';
const copy = (): Ranges => structuredClone(DEFAULTS);

/** A lab's own intervals: defaults with a few changes. */
function custom(): Ranges {
  const ranges = copy();
  ranges.perro.hematocrit = { min: 35, max: 57 };
  ranges.gato.platelets = { min: 150000, max: 600000 };
  ranges.gato.lymphocytes = { min: 1.25, max: 1.25 };
  return ranges;
}

describe('lab reference ranges', () => {
  const t = useTestApp();
  let a: string;
  let b: string;
  beforeAll(async () => ([a, b] = await signUpTokens(t, 2)));

  /** PUT as the screen sends it: the body plus the version the form loaded. */
  async function save(body: unknown, token: string) {
    const { version } = (await get(t.app, URL, token)).body;
    return put(t.app, URL, { ...(body as object), version }, token);
  }

  it('a vet who changed nothing gets the default table as ranges and as defaults', async () => {
    const res = await get(t.app, URL, a);
    expect(res).toMatchObject({ status: 200, body: { ranges: DEFAULTS, defaults: DEFAULTS } });
    expect(res.body).toEqual({ ranges: DEFAULTS, defaults: DEFAULTS, version: 1 });
  });

  it('PUT saves the vet’s ranges; GET then answers them, defaults unchanged', async () => {
    const res = await save({ ranges: custom() }, a);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: 'Rangos de referencia guardados', ranges: custom(), version: 2 });
    expect((await get(t.app, URL, a)).body).toEqual({ ranges: custom(), defaults: DEFAULTS, version: 2 });
    // Saving again replaces (no duplicates), and unknown fields are dropped.
    const again = custom();
    again.perro.hematocrit = { min: 36, max: 56 };
    const body = { ranges: { ...structuredClone(again), conejo: {} }, extra: 1 };
    (body.ranges.perro as Record<string, unknown>).glucose = { min: 1, max: 2 };
    expect((await save(body, a)).body.ranges).toEqual(again);
    expect((await get(t.app, URL, a)).body.ranges).toEqual(again);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM lab_reference_ranges');
    expect(rows[0].n).toBe(24);
  });

  it('ranges are per vet: another vet still sees the defaults, and resets only their own', async () => {
    await save({ ranges: custom() }, a);
    expect((await get(t.app, URL, b)).body.ranges).toEqual(DEFAULTS);
    expect((await del(t.app, URL, b)).status).toBe(200);
    expect((await get(t.app, URL, a)).body.ranges).toEqual(custom());
  });

  it('DELETE goes back to the defaults', async () => {
    await save({ ranges: custom() }, a);
    const res = await del(t.app, URL, a);
    expect(res).toMatchObject({
      status: 200,
      body: { msg: 'Rangos de referencia restablecidos', ranges: DEFAULTS },
    });
    expect((await get(t.app, URL, a)).body.ranges).toEqual(DEFAULTS);
    expect((await del(t.app, URL, a)).status).toBe(200); // already default: still fine
  });

  describe('validation (400, nothing saved)', () => {
    async function expectRefused(body: unknown, field: string, msg: string) {
      const before = (await get(t.app, URL, b)).body.ranges;
      const res = await save(body, b);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, msg });
      expect((await get(t.app, URL, b)).body.ranges).toEqual(before);
    }
    const withBound = (species: 'perro' | 'gato', key: string, end: 'min' | 'max', value: unknown) => {
      const ranges = copy() as Record<string, Record<string, Record<string, unknown>>>;
      ranges[species][key][end] = value;
      return { ranges };
    };

    it('the whole ranges object and each species are required', async () => {
      await expectRefused({}, 'ranges', 'Los rangos de referencia son obligatorios');
      await expectRefused({ ranges: 'x' }, 'ranges', 'Los rangos de referencia deben ser un objeto');
      await expectRefused({ ranges: { perro: copy().perro } }, 'ranges.gato', 'Faltan los rangos de gato');
      await expectRefused(
        { ranges: { ...copy(), perro: [] } },
        'ranges.perro',
        'Los rangos de perro deben ser un objeto',
      );
    });

    it('every parameter must be present, with both bounds', async () => {
      const ranges = copy();
      delete (ranges.gato as Partial<Record<string, Interval>>).nrbc;
      await expectRefused({ ranges }, 'ranges.gato.nrbc', 'Falta el rango de nRBC');
      const noMax = copy() as Record<string, Record<string, Partial<Interval>>>;
      delete noMax.perro.platelets.max;
      await expectRefused({ ranges: noMax }, 'ranges.perro.platelets.max', 'El valor es obligatorio');
      await expectRefused(
        withBound('perro', 'hematocrit', 'min', null),
        'ranges.perro.hematocrit.min',
        'El valor es obligatorio',
      );
    });

    it('bounds are JSON numbers, >= 0, at most 2.000.000', async () => {
      const field = 'ranges.gato.monocytes.min';
      for (const value of ['1', 'abc', 'NaN', true, [1]]) {
        await expectRefused(withBound('gato', 'monocytes', 'min', value), field, 'Debe ser un número');
      }
      await expectRefused(withBound('gato', 'monocytes', 'min', -0.1), field, 'Debe ser positivo');
      await expectRefused(
        withBound('gato', 'monocytes', 'max', 2_000_001),
        'ranges.gato.monocytes.max',
        'No puede superar 2.000.000',
      );
    });

    it('min may not exceed max (equal is fine)', async () => {
      await expectRefused(
        withBound('perro', 'lymphocytes', 'min', 5),
        'ranges.perro.lymphocytes',
        'El mínimo no puede ser mayor que el máximo',
      );
      expect((await save(withBound('perro', 'lymphocytes', 'min', 4.8), b)).status).toBe(200);
      await del(t.app, URL, b);
    });
  });
});
