// This remote's test data and helpers (imported by tests only): the records its screens read, as the API
// sends them (api/src/clinical/README.md), and a screen rendered as the shell shows it.
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { ANA, memberSession } from '@vet/shared-ui/testing/session';
import { clinicalApi } from '../api/clinicalApi';
import type {
  ClinicalPatient,
  ClinicMember,
  ClinicVet,
  Consultation,
  Prescription,
  VitalRanges,
  VitalRangesAnswer,
} from '../api/types';
import type { DueState, DueStatus, HistoryItem, Preventive } from '../api/types';

/** GET /patients/pet-1: Luna, a dog. */
export function patient(overrides: Partial<ClinicalPatient> = {}): ClinicalPatient {
  return {
    _id: 'pet-1',
    name: 'Luna',
    species: 'Canino',
    allergies: '',
    chronicConditions: '',
    ...overrides,
  };
}

/** GET /clinic/vets: Ana (the member signed in, vet-1) and another vet of the clinic. */
export const clinicVets: ClinicVet[] = [
  { _id: ANA._id, name: 'M.V. Ana Pérez', cmv: '1234' },
  { _id: 'vet-2', name: 'M.V. Luis Rojas', cmv: '5678' },
];

/** GET /clinic/people: the clinic's active members of every role — Ana (signed in, vet-1), another vet
 *  and an assistant. */
export const clinicPeople: ClinicMember[] = [
  { _id: ANA._id, name: 'Ana Pérez', role: 'admin', cmv: '1234' },
  { _id: 'vet-2', name: 'Luis Rojas', role: 'vet', cmv: '5678' },
  { _id: 'asst-1', name: 'Carla Ruiz', role: 'assistant', cmv: '' },
];

export function prescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    drug: 'Amoxicilina',
    dose: 12.5,
    unit: 'mg/kg',
    route: 'Oral',
    frequency: 'cada 12 horas',
    durationDays: 7,
    ...overrides,
  };
}

/** A consultation of Luna on 12/03/2026 at 10:30 in Caracas, attended and registered by Ana Pérez, still
 *  open (editable until the 13th), with a fever flagged and one prescription. */
export function consultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    _id: 'con-1',
    patientId: 'pet-1',
    patient: {
      _id: 'pet-1',
      name: 'Luna',
      species: 'Canino',
      breed: 'Mestiza',
      ownerId: 'own-1',
      ownerName: 'José Gómez',
    },
    date: '2026-03-12T14:30:00.000Z',
    vet: { _id: ANA._id, name: 'Ana Pérez', cmv: '1234' },
    reason: 'Vómitos desde ayer',
    anamnesis: 'Comió basura el domingo.',
    weightKg: 12.4,
    temperatureC: 40.5,
    heartRate: 120,
    respiratoryRate: 24,
    mucousMembranes: 'Rosadas',
    capillaryRefillS: 1.5,
    dehydrationPct: 5,
    bodyCondition: 5,
    findings: 'Dolor a la palpación abdominal.',
    presumptiveDiagnosis: 'Gastroenteritis',
    definitiveDiagnosis: '',
    treatment: 'Dieta blanda por 3 días.',
    prescriptions: [prescription()],
    nextCheck: '2026-03-19',
    outOfRange: [{ field: 'temperatureC', value: 40.5, min: 37.9, max: 39.9, direction: 'high' }],
    addenda: [],
    authorId: ANA._id,
    locked: false,
    editableUntil: '2026-03-13T14:35:00.000Z',
    createdAt: '2026-03-12T14:35:00.000Z',
    updatedAt: '2026-03-12T14:35:00.000Z',
    createdBy: 'Ana Pérez',
    updatedBy: 'Ana Pérez',
    version: 1,
    ...overrides,
  };
}

/** The cited defaults (docs/product/clinical.md#normal-ranges-of-the-vital-signs). */
export const DEFAULT_VITAL_RANGES: VitalRanges = {
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

/** GET /clinical/vital-ranges: the clinic's table (the defaults unless a test gives its own). */
export function vitalRanges(ranges: VitalRanges = DEFAULT_VITAL_RANGES, version = 1): VitalRangesAnswer {
  return { ranges, defaults: DEFAULT_VITAL_RANGES, version };
}

/** An Antirrábica given to Luna on 10/03/2025 by Ana Pérez, next due 10/03/2026, recorded that day. */
export function preventive(overrides: Partial<Preventive> = {}): Preventive {
  return {
    _id: 'prev-1',
    patientId: 'pet-1',
    kind: 'vaccine',
    product: 'Antirrábica',
    lot: 'L-2231',
    appliedOn: '2025-03-10',
    nextDue: '2026-03-10',
    appliedBy: { _id: ANA._id, name: 'Ana Pérez' },
    notes: '',
    createdAt: '2025-03-10T14:00:00.000Z',
    updatedAt: '2025-03-10T14:00:00.000Z',
    createdBy: 'Ana Pérez',
    updatedBy: 'Ana Pérez',
    version: 1,
    ...overrides,
  };
}

/** One line of the due status, as GET /patients/:id/preventives computes it from `application`. */
export function dueStatus(application: Preventive, status: DueState): DueStatus {
  return {
    kind: application.kind,
    product: application.product,
    lastAppliedOn: application.appliedOn,
    nextDue: application.nextDue ?? '',
    status,
    preventiveId: application._id,
  };
}

/** One event of GET /patients/:id/history: Luna's consultation of 12/03/2026 at 10:30 in Caracas. */
export function historyItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    kind: 'consultation',
    id: 'con-1',
    date: '2026-03-12T14:30:00.000Z',
    title: 'Vómitos desde ayer',
    detail: 'Diagnóstico presuntivo: Gastroenteritis',
    ...overrides,
  };
}

/** The route pattern the screen is rendered under, the URL opened, and the role of the member signed in
 *  (Ana, the clinic's administrator, unless a test says another). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/medical-history', route = path, as = 'admin' }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [clinicalApi], path, route, session: memberSession(as) });
}
