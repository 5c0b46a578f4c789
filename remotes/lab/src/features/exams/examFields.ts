// The exam's fields as the screens name them: the eight cell types of the manual differential count,
// in the order the counter shows them (docs/product/lab.md#differential-counter), and the four measured
// values with the labels the API's messages use.
import { LAB_VALUES } from '@vet/shared-ui/labValues';
import type { CellKey, DifferentialCount, ValueKey } from '../../api/types';

export const CELL_TYPES: readonly { key: CellKey; label: string; shortcut: string }[] = [
  { key: 'segmentedNeutrophils', label: 'Neutrófilos segmentados', shortcut: '1' },
  { key: 'bandNeutrophils', label: 'Neutrófilos en banda', shortcut: '2' },
  { key: 'lymphocytes', label: 'Linfocitos', shortcut: '3' },
  { key: 'monocytes', label: 'Monocitos', shortcut: '4' },
  { key: 'basophils', label: 'Basófilos', shortcut: '5' },
  { key: 'reticulocytes', label: 'Reticulocitos', shortcut: '6' },
  { key: 'eosinophils', label: 'Eosinófilos', shortcut: '7' },
  { key: 'nrbc', label: 'NRBC', shortcut: '8' },
];

export const EMPTY_COUNT: DifferentialCount = {
  segmentedNeutrophils: 0,
  bandNeutrophils: 0,
  lymphocytes: 0,
  monocytes: 0,
  basophils: 0,
  reticulocytes: 0,
  eosinophils: 0,
  nrbc: 0,
};

/** The four measured values as the printed report writes them: counts per µL (the screens use
 *  LAB_VALUES, in the reference table's thousands). */
export const VALUE_FIELDS: readonly { key: ValueKey; label: string; unit: string }[] = LAB_VALUES.map(
  (value) => ({ ...value, unit: value.unit === '×10³/µL' ? '/µL' : value.unit }),
);
