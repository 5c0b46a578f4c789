// Test fixtures (imported by tests only): a dog and one of its exams as the API returns them.
import type { LabExam } from '../../api/types';
import { EMPTY_COUNT } from './examFields';

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
