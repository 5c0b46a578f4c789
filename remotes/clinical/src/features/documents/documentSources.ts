// What a pet's documents are made from (docs/product/clinical.md#documents), as the screen gathers it when
// one is asked for: the pet and its owner, its latest consultations, its vaccines and deworming with what
// is due, its latest lab exam with the clinic's ranges, the clinic's vets (for CMVs), and the header.
import type { PdfClinic, PdfSigner } from '@vet/shared-ui/pdf';
import type {
  ClinicalPatient,
  ClinicVet,
  Consultation,
  LabExamValues,
  LabRangeTable,
  PreventivesAnswer,
} from '../../api/types';

/** GET /patients/:id as a document reads it: the screens' pet with its facts and owner. */
export interface DocumentPet extends ClinicalPatient {
  breed?: string;
  sex?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  /** kg, as the pet's form keeps it; null when not given. */
  weight?: number | null;
  /** contact as stored («+584141234567»); email '' when the owner has none. */
  owner?: { _id: string; name: string; contact: string; email: string };
}

export interface DocumentSources {
  pet: DocumentPet;
  /** The header; null without a clinic (the product's name then). */
  clinic: PdfClinic | null;
  /** Who issues the document; null: the clinic's name alone under the line. */
  signer: PdfSigner | null;
  /** The latest consultations, newest first (at most 5). */
  consultations: Consultation[];
  preventives: PreventivesAnswer;
  /** The latest lab exam; null when the pet has none. */
  latestExam: LabExamValues | null;
  labRanges: LabRangeTable;
  /** The clinic's vets and administrators, whose CMV a vaccine's «Aplicó» shows. */
  vets: ClinicVet[];
  /** When the document is made. */
  now: Date;
}

export type DocumentKind = 'summary' | 'certificate';
