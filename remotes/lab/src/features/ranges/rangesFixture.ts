// For tests: a reference-range table as the API answers it. Every parameter spans 0–1000 (normal)
// unless the test names the rows it judges.
import type { Range, RangeParameter, ReferenceRanges, SpeciesRanges } from '../../api/types';
import { RANGE_PARAMETERS } from './referenceRanges';

type Rows = Partial<Record<RangeParameter, Range>>;

function speciesTable(rows: Rows): SpeciesRanges {
  const wide = Object.fromEntries(RANGE_PARAMETERS.map(({ key }) => [key, { min: 0, max: 1000 }]));
  return { ...wide, ...rows } as SpeciesRanges;
}

export function rangesFixture(rows: { perro?: Rows; gato?: Rows } = {}): ReferenceRanges {
  return { perro: speciesTable(rows.perro ?? {}), gato: speciesTable(rows.gato ?? {}) };
}
