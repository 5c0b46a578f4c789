// The lab's test data and helpers (imported by tests only): a dog, one of its exams and a reference-range
// table as the API returns them, and a screen rendered as the shell shows it.
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { labApi } from '../api/labApi';
import type {
  LabExam,
  LabExamDetail,
  Range,
  RangeParameter,
  ReferenceRanges,
  SpeciesRanges,
} from '../api/types';
import { EMPTY_COUNT } from '../features/exams/examFields';
import { RANGE_PARAMETERS } from '../features/exams/referenceRanges';

export const PET = {
  _id: 'p1',
  name: 'Firulais',
  species: 'Canino',
  breed: 'Mestizo',
  sex: 'Macho',
  birthDate: '2020-01-15',
  owner: { _id: 'o1', name: 'Ana Pérez', contact: '+584141234567', email: 'ana@correo.com' },
};

export function makeExam(overrides: Partial<LabExam> = {}): LabExam {
  return {
    _id: 'e1',
    patientId: 'p1',
    date: '2026-02-10',
    hematocrit: 40,
    whiteBloodCells: 12000,
    totalProtein: 6.5,
    platelets: 250000,
    differentialCount: { ...EMPTY_COUNT, segmentedNeutrophils: 60, lymphocytes: 30, monocytes: 10 },
    totalCells: 100,
    hemotropico: '',
    observacion: '',
    createdAt: '2026-02-10T12:00:00.000Z',
    updatedAt: '2026-02-10T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** The exam as GET /patients/p1/lab-exams/e1 carries it (`labExam`): with its authors, recorded by Ana
 *  Pérez on 10/02/2026 and last changed by Carla Ruiz on 12/02/2026. */
export function makeExamDetail(overrides: Partial<LabExamDetail> = {}): LabExamDetail {
  return {
    ...makeExam(),
    updatedAt: '2026-02-12T14:00:00.000Z',
    version: 2,
    createdBy: 'Ana Pérez',
    updatedBy: 'Carla Ruiz',
    ...overrides,
  };
}

type Rows = Partial<Record<RangeParameter, Range>>;

function speciesTable(rows: Rows): SpeciesRanges {
  const wide = Object.fromEntries(RANGE_PARAMETERS.map(({ key }) => [key, { min: 0, max: 1000 }]));
  return { ...wide, ...rows } as SpeciesRanges;
}

/** A reference-range table: every parameter spans 0–1000 (normal) unless the test names the rows it judges. */
export function rangesFixture(rows: { perro?: Rows; gato?: Rows } = {}): ReferenceRanges {
  return { perro: speciesTable(rows.perro ?? {}), gato: speciesTable(rows.gato ?? {}) };
}

/** The route pattern the screen is rendered under, the URL opened (the dog p1's exams by default), and the
 *  role of the member signed in (the clinic's administrator unless a test says another). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of the lab's screens as the shell shows it: a store holding the lab's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  {
    path = '/patients/:patientId/lab-exams',
    route = '/patients/p1/lab-exams',
    as = 'admin',
  }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [labApi], path, route, session: memberSession(as) });
}
