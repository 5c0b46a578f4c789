import { HttpError, type FieldError } from '../http/errors.js';
import type { ClinicData } from '../clinics/repo.js';
import type { BackupConsultation } from '../clinical/records.js';
import type { VitalRanges } from '../clinical/vital-ranges.js';
import type { Ranges } from '../lab/reference-ranges.js';
import type { PatientFields } from '../patients/input.js';
import type { BackupPreventive } from '../preventives/records.js';
import type { BackupAppointment } from '../appointments/records.js';
import type { Schedule } from '../appointments/schedule-repo.js';
import type { BackupReminder } from '../reminders/records.js';

/**
 * The backup file: gzip'd JSON, one document. Ids in it only tie records together (a pet's ownerId,
 * an exam's patientId); a restore gives every record a new id. Dates and timestamps are ISO 8601.
 */
export const BACKUP_FORMAT = 'vetclinic-respaldo';
export const BACKUP_VERSION = 1;

/** The lists of a backup, in the order the download writes them. */
export const COLLECTIONS = [
  'owners',
  'patients',
  'labExams',
  'grooming',
  'consultations',
  'preventives',
  'appointments',
  'reminders',
] as const;
export type Collection = (typeof COLLECTIONS)[number];
/** The lists every backup has; files made before consultations, preventives and appointments were carried have none of them. */
export const REQUIRED_COLLECTIONS: readonly Collection[] = ['owners', 'patients', 'labExams', 'grooming'];

/** What one record is called in a message: «(mascota 3)», «demasiadas mascotas». */
export const RECORD_NAMES: Record<Collection, { one: string; tooMany: string }> = {
  owners: { one: 'propietario', tooMany: 'demasiados propietarios' },
  patients: { one: 'mascota', tooMany: 'demasiadas mascotas' },
  labExams: { one: 'examen de laboratorio', tooMany: 'demasiados exámenes de laboratorio' },
  grooming: { one: 'servicio de estética', tooMany: 'demasiados servicios de estética' },
  consultations: { one: 'consulta', tooMany: 'demasiadas consultas' },
  preventives: {
    one: 'vacuna o desparasitación',
    tooMany: 'demasiadas vacunas y desparasitaciones',
  },
  appointments: { one: 'cita', tooMany: 'demasiadas citas' },
  reminders: { one: 'recordatorio', tooMany: 'demasiados recordatorios' },
};
/** Most statuses one appointment of a file may have gone through. */
export const MAX_STATUS_CHANGES = 100;
/** Most addenda one consultation of a file may carry. */
export const MAX_ADDENDA = 200;

/**
 * What one restore may cost (the numbers are justified in README.md). The file is read, inflated,
 * parsed and checked in a worker thread with its own heap cap and a wall-clock limit; every cap is
 * checked while the file is read, so an oversized file is refused just past its limit.
 */
export interface BackupLimits {
  /** Largest upload accepted. */
  uploadBytes: number;
  /** Largest document once inflated (photos, as base64, do not shrink). */
  inflatedBytes: number;
  /** Most records of each list. */
  records: Record<Collection, number>;
  /** Most addenda in the whole file (each consultation has its own cap, MAX_ADDENDA). */
  addenda: number;
  /** Most appointment statuses in the whole file (each appointment has its own cap, MAX_STATUS_CHANGES). */
  statusChanges: number;
  /** Largest single record, or any other value, as JSON text (a pet holds its photo). */
  recordChars: number;
  /** The worker's heap (V8 old generation), in MB. */
  workerHeapMb: number;
  /** The worker's wall-clock time, in ms. */
  workerMs: number;
}

export type BackupLimitOverrides = Partial<Omit<BackupLimits, 'records'>> & {
  records?: Partial<BackupLimits['records']>;
};

export function resolveBackupLimits(overrides: BackupLimitOverrides = {}): BackupLimits {
  return {
    uploadBytes: 200 * 1024 * 1024,
    inflatedBytes: 256 * 1024 * 1024,
    recordChars: 8 * 1024 * 1024,
    addenda: 200_000,
    statusChanges: 800_000,
    workerHeapMb: 1024,
    workerMs: 120_000,
    ...overrides,
    records: {
      owners: 20_000,
      patients: 40_000,
      labExams: 100_000,
      grooming: 200_000,
      consultations: 200_000,
      preventives: 200_000,
      appointments: 200_000,
      reminders: 400_000,
      ...overrides.records,
    },
  };
}

/** 20000 → «20.000», as a Spanish text writes it. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const NOT_A_BACKUP_MSG = 'El archivo no es un respaldo de esta aplicación';
export const CORRUPT_MSG = 'El archivo de respaldo está dañado o incompleto';
export const WRONG_VERSION_MSG =
  'El respaldo fue creado con una versión que esta aplicación no reconoce (versión admitida: 1)';
export const TOO_BIG_MSG = 'El archivo de respaldo es demasiado grande (máximo 200 MB)';
export const NOT_EMPTY_MSG =
  'Tu cuenta ya tiene registros: el respaldo solo puede restaurarse en una cuenta sin propietarios ni mascotas';
export const NO_FILE_MSG = 'Selecciona el archivo de respaldo (.json.gz)';
export const tooManyMsg = (collection: Collection, max: number) =>
  `El respaldo tiene ${RECORD_NAMES[collection].tooMany} (máximo ${thousands(max)})`;
export const tooManyAddendaMsg = (max: number) =>
  `El respaldo tiene demasiadas notas de seguimiento (máximo ${thousands(max)})`;
export const tooManyStatusChangesMsg = (max: number) =>
  `El respaldo tiene demasiados cambios de estado de citas (máximo ${thousands(max)})`;
/** A bad record, named: «El respaldo tiene datos no válidos (mascota 3): La fecha no puede ser futura». */
export function invalidRecord(where: string, errors: FieldError[]): HttpError {
  return new HttpError(400, `El respaldo tiene datos no válidos (${where}): ${errors[0].msg}`, errors);
}
export const RECORD_TOO_BIG_MSG = 'El registro es demasiado grande';
export const BUSY_MSG = 'Hay otra restauración en curso; inténtalo de nuevo en unos minutos';
export const TOO_SLOW_MSG =
  'El respaldo tardó demasiado en leerse y la restauración se canceló sin guardar nada; inténtalo de nuevo más tarde';
export const OUT_OF_MEMORY_MSG =
  'El respaldo necesita más memoria de la que el servidor reserva para restaurarlo; no se guardó nada';

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
  /** «No enviar recordatorios»; files made before it (issue 27) restore as false. */
  remindersOptOut?: boolean;
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

/** The clinic's own data, with its logo (the stored PNG, base64; null without one). */
export interface BackupClinic extends ClinicData {
  logo: string | null;
}

/** Where a refusal of the clinic's data points: «El respaldo tiene datos no válidos (datos de la clínica): …». */
export const CLINIC_WHERE = 'datos de la clínica';
/** Where a refusal of the agenda's schedule points. */
export const SCHEDULE_WHERE = 'el horario de la agenda';
/** Where a refusal of the vital-sign ranges points. */
export const VITAL_RANGES_WHERE = 'los rangos de signos vitales';
/** The largest logo a file may carry: the stored one's cap (migration 013). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  owners: BackupOwner[];
  patients: BackupPatient[];
  labExams: BackupExam[];
  grooming: BackupService[];
  /** The vet's own reference ranges; null while the default table applies. */
  labReferenceRanges: Ranges | null;
  /** Each with its addenda; absent from files made before they were carried. */
  consultations?: BackupConsultation[];
  /** The clinic's own vital-sign ranges; null while the defaults apply, absent from older files. */
  vitalReferenceRanges?: VitalRanges | null;
  /** Vaccines and deworming; absent from files made before they were carried. */
  preventives?: BackupPreventive[];
  /** The clinic's data and logo; absent from files made before it was carried. */
  clinic?: BackupClinic;
  /** The agenda's schedule (zone, hours, slot, reminder lead times); absent from older files. */
  schedule?: Omit<Schedule, 'version'>;
  /** Each with every status it went through; absent from files made before they were carried. */
  appointments?: BackupAppointment[];
  /** Every reminder planned, sent or not; absent from files made before they were carried. */
  reminders?: BackupReminder[];
}

/** What a restore wrote, as the answer and the screen report it. */
export interface RestoreCounts {
  owners: number;
  patients: number;
  photos: number;
  labExams: number;
  grooming: number;
  labReferenceRanges: boolean;
  consultations: number;
  vitalReferenceRanges: boolean;
  preventives: number;
  appointments: number;
  /** Appointments restored «Sin asignar»: their person is not among the clinic's members. */
  unassigned: number;
  reminders: number;
  schedule: boolean;
}
