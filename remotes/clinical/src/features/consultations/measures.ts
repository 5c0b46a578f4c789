// The consultation's measured values (docs/product/clinical.md#the-consultation): their Spanish labels,
// units and decimals, for the form, the detail and the ranges screen alike. Four of them are judged
// against the species' normal ranges (the vital signs).
import { formatNumber } from '@vet/shared-ui';
import type { ConsultationBody, Range, SpeciesVitalRanges, VitalKey } from '../../api/types';

export type MeasureKey = {
  [K in keyof ConsultationBody]: ConsultationBody[K] extends number | null ? K : never;
}[keyof ConsultationBody];

export interface Measure {
  key: MeasureKey;
  /** «Temperatura»: the field's label is `${name} (${unit})`. */
  name: string;
  unit: string;
  /** How many decimals the server takes (0: a whole number). */
  decimals: number;
}

export const MEASURES: readonly Measure[] = [
  { key: 'weightKg', name: 'Peso', unit: 'kg', decimals: 2 },
  { key: 'temperatureC', name: 'Temperatura', unit: '°C', decimals: 1 },
  { key: 'heartRate', name: 'Frecuencia cardíaca', unit: 'lpm', decimals: 0 },
  { key: 'respiratoryRate', name: 'Frecuencia respiratoria', unit: 'rpm', decimals: 0 },
  { key: 'capillaryRefillS', name: 'Tiempo de llenado capilar', unit: 's', decimals: 1 },
  { key: 'dehydrationPct', name: 'Deshidratación', unit: '%', decimals: 1 },
  { key: 'bodyCondition', name: 'Condición corporal', unit: '1–9', decimals: 0 },
];

/** The four vital signs with a normal range, in the ranges screen's order. */
export const VITAL_KEYS: readonly VitalKey[] = [
  'temperatureC',
  'heartRate',
  'respiratoryRate',
  'capillaryRefillS',
];

export const measureOf = (key: MeasureKey): Measure => MEASURES.find((measure) => measure.key === key)!;

/** «Temperatura (°C)». */
export const measureLabel = (measure: Measure) => `${measure.name} (${measure.unit})`;

/** «40,5 °C», «5 %», «5/9» (the body condition on its scale). */
export function measureText(measure: Measure, value: number): string {
  const number = formatNumber(value, measure.decimals);
  return measure.key === 'bodyCondition' ? `${number}/9` : `${number} ${measure.unit}`;
}

/** «37,9–39,9». */
export const rangeText = (measure: Measure, range: Range) =>
  `${formatNumber(range.min, measure.decimals)}–${formatNumber(range.max, measure.decimals)}`;

export type Direction = 'high' | 'low';

/** Whether a value lies above or below its normal range; null within it, or without a range. */
export function judge(value: number | null | undefined, range: Range | undefined): Direction | null {
  if (value === null || value === undefined || !range || !Number.isFinite(value)) return null;
  if (value > range.max) return 'high';
  if (value < range.min) return 'low';
  return null;
}

/** The range of one vital sign for a species' table, if it has one. */
export const rangeFor = (ranges: SpeciesVitalRanges | undefined, key: MeasureKey): Range | undefined =>
  (ranges as Partial<Record<MeasureKey, Range>> | undefined)?.[key];
