// The physical exam's numbers (docs/product/clinical.md, «The consultation»): each with its column, the
// values it may take and the Spanish refusal, for the schema, the input checks and the SQL alike.

export interface Measure {
  key: string;
  column: string;
  /** Whole numbers only (heart rate, respiratory rate, body condition). */
  integer: boolean;
  /** The lowest value taken; `exclusive` when the bound itself is refused (a weight of 0). */
  min: number;
  exclusive?: boolean;
  max: number;
  /** How many decimals are kept (0 for integers): more are refused, never rounded. */
  decimals: number;
  /** The refusal of anything outside [min, max] or not a number. */
  msg: string;
  /** The refusal of too many decimals, when it is not `msg`. */
  decimalsMsg?: string;
}

export const MEASURES = [
  {
    key: 'weightKg',
    column: 'weight_kg',
    integer: false,
    min: 0,
    exclusive: true,
    max: 200,
    decimals: 2,
    msg: 'El peso debe estar entre 0,01 y 200 kg',
    decimalsMsg: 'El peso admite como máximo 2 decimales',
  },
  {
    key: 'temperatureC',
    column: 'temperature_c',
    integer: false,
    min: 25,
    max: 45,
    decimals: 1,
    msg: 'La temperatura debe estar entre 25 y 45 °C',
    decimalsMsg: 'La temperatura admite como máximo 1 decimal',
  },
  {
    key: 'heartRate',
    column: 'heart_rate',
    integer: true,
    min: 1,
    max: 400,
    decimals: 0,
    msg: 'La frecuencia cardíaca debe ser un número entero entre 1 y 400',
  },
  {
    key: 'respiratoryRate',
    column: 'respiratory_rate',
    integer: true,
    min: 1,
    max: 200,
    decimals: 0,
    msg: 'La frecuencia respiratoria debe ser un número entero entre 1 y 200',
  },
  {
    key: 'capillaryRefillS',
    column: 'capillary_refill_s',
    integer: false,
    min: 0,
    max: 10,
    decimals: 1,
    msg: 'El tiempo de llenado capilar debe estar entre 0 y 10 s',
  },
  {
    key: 'dehydrationPct',
    column: 'dehydration_pct',
    integer: false,
    min: 0,
    max: 20,
    decimals: 1,
    msg: 'La deshidratación debe estar entre 0 y 20 %',
  },
  {
    key: 'bodyCondition',
    column: 'body_condition',
    integer: true,
    min: 1,
    max: 9,
    decimals: 0,
    msg: 'La condición corporal debe ser un número entero del 1 al 9',
  },
] as const satisfies readonly Measure[];

export type MeasureKey = (typeof MEASURES)[number]['key'];

/** The four vital signs judged against the species' normal ranges (vital-ranges.ts). */
export const VITAL_KEYS = ['temperatureC', 'heartRate', 'respiratoryRate', 'capillaryRefillS'] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];

export function measureOf(key: MeasureKey): Measure {
  return MEASURES.find((m) => m.key === key) as Measure;
}

/** A number field's rule as JSON Schema, as the body schema's types see it (integer or not, a number). */
export interface MeasureSchema {
  readonly type: readonly ['number', 'null'];
  readonly maximum: number;
  readonly errorMessages: { readonly default: string };
}

/** A number field's rule: null (not taken) or a number within the measure's bounds. */
export function measureSchema(m: Measure): MeasureSchema {
  const schema = {
    type: [m.integer ? 'integer' : 'number', 'null'],
    ...(m.exclusive ? { exclusiveMinimum: m.min } : { minimum: m.min }),
    maximum: m.max,
    errorMessages: { default: m.msg },
  };
  return schema as unknown as MeasureSchema;
}

/** Whether `value` has more decimals than the measure keeps (0.1 + 0.2 noise aside: 38.5 is one). */
export function tooManyDecimals(m: Measure, value: number): boolean {
  return Number(value.toFixed(m.decimals)) !== value;
}
