import type { Ranges } from '../lab/reference-ranges.js';
import type { PatientFields } from '../patients/input.js';

/**
 * The backup file: gzip'd JSON, one document. Ids in it only tie records together (a pet's ownerId,
 * an exam's patientId); a restore gives every record a new id. Dates and timestamps are ISO 8601.
 */
export const BACKUP_FORMAT = 'vetclinic-respaldo';
export const BACKUP_VERSION = 1;

/** Largest upload accepted, and largest document once inflated (photos, as base64, do not shrink). */
export interface BackupLimits {
  uploadBytes: number;
  inflatedBytes: number;
}

export function resolveBackupLimits(overrides: Partial<BackupLimits> = {}): BackupLimits {
  return { uploadBytes: 200 * 1024 * 1024, inflatedBytes: 400 * 1024 * 1024, ...overrides };
}

export const NOT_A_BACKUP_MSG = 'El archivo no es un respaldo de esta aplicación';
export const CORRUPT_MSG = 'El archivo de respaldo está dañado o incompleto';
export const WRONG_VERSION_MSG =
  'El respaldo fue creado con una versión que esta aplicación no reconoce (versión admitida: 1)';
export const TOO_BIG_MSG = 'El archivo de respaldo es demasiado grande (máximo 200 MB)';
export const NOT_EMPTY_MSG =
  'Tu cuenta ya tiene registros: el respaldo solo puede restaurarse en una cuenta sin propietarios ni mascotas';
export const NO_FILE_MSG = 'Selecciona el archivo de respaldo (.json.gz)';

interface Stamped {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export interface BackupOwner extends Stamped {
  name: string;
  contact: string;
  email: string;
  address: string;
}

export interface BackupPatient extends Stamped, PatientFields {
  ownerId: string;
  /** The stored WEBP, base64; null without photo. */
  photo: string | null;
}

/** The exam as the API returns it (measures, differentialCount, totalCells, texts) with its pet's id. */
export interface BackupExam extends Stamped {
  patientId: string;
  [field: string]: unknown;
}

export interface BackupService extends Stamped {
  patientId: string;
  date: string;
  service: string;
  specifications: string;
  observations: string;
  cost: number;
  paymentType: string;
  exchangeRate: number | null;
}

export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  owners: BackupOwner[];
  patients: BackupPatient[];
  labExams: BackupExam[];
  grooming: BackupService[];
  /** The vet's own reference ranges; null while SPEC.md's table applies. */
  labReferenceRanges: Ranges | null;
}

/** What a restore wrote, as the answer and the screen report it. */
export interface RestoreCounts {
  owners: number;
  patients: number;
  photos: number;
  labExams: number;
  grooming: number;
  labReferenceRanges: boolean;
}
