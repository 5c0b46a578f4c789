// A pet's document sources as the screen gathers them, for the documents' tests (imported by tests only):
// Luna, José Gómez's dog, allergic to penicillin, with two consultations, three applications and an exam.
import { ANA } from '@vet/shared-ui/testing/session';
import type { PreventivesAnswer } from '../../api/types';
import { clinicVets, consultation, dueStatus, patient, preventive } from '../../testing/fixtures';
import type { LabExamValues, LabRangeTable } from '../../api/types';
import type { DocumentPet, DocumentSources } from './documentSources';

export const LUNA: DocumentPet = {
  ...patient({ allergies: 'Penicilina', chronicConditions: 'Epilepsia idiopática' }),
  breed: 'Mestiza',
  sex: 'Hembra',
  birthDate: '2020-05-17',
  weight: 12.5,
  owner: { _id: 'own-1', name: 'José Gómez', contact: '+584141234567', email: 'jose@correo.com' },
};

export const RABIES = preventive({ lot: 'L-2231' });
export const DEWORMER = preventive({
  _id: 'prev-2',
  kind: 'deworming',
  product: 'Desparasitante interno',
  lot: '',
  appliedOn: '2026-01-01',
  nextDue: '2026-04-01',
  appliedBy: { _id: 'asst-1', name: 'Carla Ruiz' },
});
export const SEXTUPLE = preventive({
  _id: 'prev-3',
  product: 'Séxtuple canina',
  lot: 'S-77',
  appliedOn: '2026-01-15',
  nextDue: '2027-01-15',
  appliedBy: { _id: 'vet-2', name: 'Luis Rojas' },
});

/** Newest applied first, the most urgent first: as the API answers. */
export const PREVENTIVES: PreventivesAnswer = {
  preventives: [SEXTUPLE, DEWORMER, RABIES],
  status: [dueStatus(RABIES, 'overdue'), dueStatus(DEWORMER, 'due-soon'), dueStatus(SEXTUPLE, 'up-to-date')],
};

/** A hematology of 10/02/2026: a high hematocrit; white cells typed per µL. */
export const EXAM: LabExamValues = {
  _id: 'exam-1',
  date: '2026-02-10',
  hematocrit: 58,
  whiteBloodCells: 12500,
  totalProtein: 5.4,
  platelets: 250,
};

/** The lab's default table (api/src/lab/reference-ranges.ts), white cells and platelets in ×10³/µL. */
export const LAB_RANGES: LabRangeTable = {
  perro: {
    hematocrit: { min: 37, max: 55 },
    whiteBloodCells: { min: 6, max: 17 },
    totalProtein: { min: 5.3, max: 7.9 },
    platelets: { min: 200, max: 500 },
  },
  gato: {
    hematocrit: { min: 30, max: 45 },
    whiteBloodCells: { min: 5.5, max: 19.5 },
    totalProtein: { min: 6, max: 8 },
    platelets: { min: 300, max: 800 },
  },
};

export function sources(overrides: Partial<DocumentSources> = {}): DocumentSources {
  return {
    pet: LUNA,
    clinic: {
      name: 'Clínica Los Andes',
      address: 'Av. Las Américas 10, Mérida',
      phone: '+582742631234',
      logo: null,
    },
    signer: { name: 'M.V. Ana Pérez', cmv: '1234' },
    consultations: [
      consultation(),
      consultation({
        _id: 'con-0',
        date: '2026-01-20T14:00:00.000Z',
        vet: { _id: 'vet-2', name: 'Luis Rojas', cmv: '5678' },
        reason: 'Control anual',
        weightKg: null,
        presumptiveDiagnosis: '',
        definitiveDiagnosis: 'Sano',
        treatment: '',
        prescriptions: [],
      }),
    ],
    preventives: PREVENTIVES,
    latestExam: EXAM,
    labRanges: LAB_RANGES,
    vets: clinicVets,
    now: new Date(2026, 2, 12, 10, 30),
    ...overrides,
  };
}

export { ANA };

/** What a document says: every text jsPDF wrote (`(text) Tj`, a table cell's wrapped lines apart),
 *  unescaped and joined by spaces, so a wrapped sentence reads whole. */
export function pdfText(output: string): string {
  return [...output.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map((match) => match[1]!.replace(/\\(.)/g, '$1'))
    .join(' ');
}
