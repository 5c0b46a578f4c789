import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import {
  prepareConsultationBody,
  tidyAddendumBody,
  toConsultationFields,
  type ConsultationFields,
} from '../clinical/input.js';
import { checkVitalRanges, prepareVitalRangesBody } from '../clinical/ranges-input.js';
import { saveVitalRangesSchema } from '../clinical/ranges-schemas.js';
import {
  addendumBody,
  consultationBody,
  type AddendumBody,
  type ConsultationBody,
} from '../clinical/schemas.js';
import type { VitalRanges } from '../clinical/vital-ranges.js';
import { toClinicData } from '../clinics/input.js';
import type { ClinicData } from '../clinics/repo.js';
import { clinicBody, type ClinicBody } from '../clinics/schemas.js';
import { parseInstant } from '../grooming/instants.js';
import { tidyServiceBody, toServiceData, type ServiceData } from '../grooming/input.js';
import { createServiceSchema, type ServiceBody } from '../grooming/schemas.js';
import { HttpError, type FieldError } from '../http/errors.js';
import { optionalText } from '../http/text-schemas.js';
import { toFieldErrors } from '../http/validation.js';
import { checkExam, prepareExamBody, toExamData, type ExamData } from '../lab/input.js';
import { checkRanges, prepareRangesBody } from '../lab/ranges-input.js';
import { saveRangesSchema } from '../lab/ranges-schemas.js';
import type { Ranges } from '../lab/reference-ranges.js';
import { createExamSchema, type ExamBody } from '../lab/schemas.js';
import { tidyOwnerBody, toOwnerData, type OwnerData } from '../owners/input.js';
import { createOwnerSchema, type OwnerBody } from '../owners/schemas.js';
import { checkBirthDate, newPatientFields, tidyPatientBody, type PatientFields } from '../patients/input.js';
import { createPatientSchema, type NewPatientBody } from '../patients/schemas.js';
import { tidyPreventiveBody, toPreventiveFields, type PreventiveFields } from '../preventives/input.js';
import { createPreventiveSchema, type PreventiveBody } from '../preventives/schemas.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CLINIC_WHERE,
  MAX_ADDENDA,
  MAX_LOGO_BYTES,
  NOT_A_BACKUP_MSG,
  RECORD_NAMES,
  REQUIRED_COLLECTIONS,
  VITAL_RANGES_WHERE,
  WRONG_VERSION_MSG,
  invalidRecord,
  tooManyAddendaMsg,
  type Collection,
} from './format.js';

/** Compiles a body schema with the app's own AJV settings (the route's `request.compileValidationSchema`). */
export type Compile = (schema: object) => {
  (data: unknown): unknown;
  errors?: FastifySchemaValidationError[] | null;
};

interface Stamps {
  /** The id in the file: only used to tie records together. */
  ref: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface RestorePlan {
  owners: (Stamps & { data: OwnerData })[];
  patients: (Stamps & { ownerRef: string; data: PatientFields; photo: Buffer | null })[];
  labExams: (Stamps & { patientRef: string; data: ExamData })[];
  grooming: (Stamps & { patientRef: string; data: ServiceData })[];
  /** Their people by CMV: the restoring clinic's members who have it are found when it is written. */
  consultations: (Stamps & {
    patientRef: string;
    vetCmv: string | null;
    data: ConsultationFields;
    addenda: { text: string; createdAt: Date; authorCmv: string | null }[];
  })[];
  /** Who applied each by CMV, found among the restoring clinic's members when it is written. */
  preventives: (Stamps & { patientRef: string; appliedByCmv: string | null; data: PreventiveFields })[];
  ranges: Ranges | null;
  vitalRanges: VitalRanges | null;
  /** The clinic's data and logo (still to be re-encoded); null when the file does not carry them. */
  clinic: { data: ClinicData; logo: Buffer | null } | null;
}

const DAY_MS = 24 * 60 * 60_000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Every record of the (untrusted) file, as the reader hands it over, through the same steps as the
 * create routes: the route's tidy step, the create schema compiled with the app's AJV, then the
 * cross-field checks. Only the checked fields are kept, so what the plan holds is bounded by the
 * schemas and the record caps. Stops at the first bad record with a 400 that names it
 * ("mascota 3: La fecha no puede ser futura"). The links between records (a pet's owner, an exam's
 * pet) are checked once the whole file is read.
 */
export class RestorePlanner {
  private readonly plan: RestorePlan = {
    owners: [],
    patients: [],
    labExams: [],
    grooming: [],
    consultations: [],
    preventives: [],
    ranges: null,
    vitalRanges: null,
    clinic: null,
  };
  private readonly top: Record<string, unknown> = {};
  private readonly lists = new Set<Collection>();
  private readonly ids: Record<Collection, Set<string>> = {
    owners: new Set(),
    patients: new Set(),
    labExams: new Set(),
    grooming: new Set(),
    consultations: new Set(),
    preventives: new Set(),
  };

  /** Addenda read so far, over every consultation: the file's total is capped too. */
  private addendaRead = 0;

  constructor(
    private readonly compile: Compile,
    private readonly now: Date,
    private readonly maxAddenda: number,
    /** The restoring clinic's time zone: "future" and "the consultation's day" are its days. */
    private readonly zone: string,
  ) {}

  /** A top-level value: the format is known at once, so another kind of file stops here. */
  field(key: string, value: unknown): void {
    if (key === 'format' && value !== BACKUP_FORMAT) throw new HttpError(400, NOT_A_BACKUP_MSG);
    this.top[key] = value;
  }

  /** The lists come after format and version, as the download writes them. */
  list(collection: Collection): void {
    this.requireHeader();
    this.lists.add(collection);
  }

  async record(collection: Collection, index: number, value: unknown): Promise<void> {
    try {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new RecordError([{ field: 'body', msg: 'El registro debe ser un objeto' }]);
      }
      const r = value as Record<string, unknown>;
      const ref = r.id;
      const seen = this.ids[collection];
      if (typeof ref !== 'string' || ref === '' || ref.length > 100 || seen.has(ref)) {
        throw new RecordError([{ field: 'id', msg: 'Identificador ausente o repetido' }]);
      }
      seen.add(ref);
      const stamps = {
        ref,
        createdAt: stamp(r, 'createdAt', this.now),
        updatedAt: stamp(r, 'updatedAt', this.now),
      };
      await this.add(collection, r, stamps);
    } catch (err) {
      throw invalid(`${RECORD_NAMES[collection].one} ${index + 1}`, err);
    }
  }

  /** The plan, once the file is read through: every list there, every link inside the file. */
  async finish(): Promise<RestorePlan> {
    this.requireHeader();
    if (REQUIRED_COLLECTIONS.some((c) => !this.lists.has(c))) throw new HttpError(400, NOT_A_BACKUP_MSG);
    const { plan, ids } = this;
    linked(plan.patients, 'patients', 'ownerId', (p) => p.ownerRef, ids.owners);
    linked(plan.labExams, 'labExams', 'patientId', (e) => e.patientRef, ids.patients);
    linked(plan.grooming, 'grooming', 'patientId', (g) => g.patientRef, ids.patients);
    linked(plan.consultations, 'consultations', 'patientId', (c) => c.patientRef, ids.patients);
    linked(plan.preventives, 'preventives', 'patientId', (p) => p.patientRef, ids.patients);
    if (this.top.labReferenceRanges != null) {
      try {
        const body = await this.check<{ ranges: Ranges }>(
          { ranges: this.top.labReferenceRanges },
          prepareRangesBody,
          saveRangesSchema.body,
        );
        checkRanges(body.ranges);
        plan.ranges = body.ranges;
      } catch (err) {
        throw invalid('los rangos de referencia', err);
      }
    }
    // Older files do not carry them: the clinic then keeps the defaults.
    if (this.top.vitalReferenceRanges != null) {
      try {
        const body = await this.check<{ ranges: VitalRanges }>(
          { ranges: this.top.vitalReferenceRanges },
          prepareVitalRangesBody,
          saveVitalRangesSchema.body,
        );
        checkVitalRanges(body.ranges);
        plan.vitalRanges = body.ranges;
      } catch (err) {
        throw invalid(VITAL_RANGES_WHERE, err);
      }
    }
    // Older files do not carry the clinic: its data then stays as it is.
    if (this.top.clinic != null) {
      try {
        plan.clinic = await this.clinic(this.top.clinic);
      } catch (err) {
        throw invalid(CLINIC_WHERE, err);
      }
    }
    return plan;
  }

  /** The clinic's data through PUT /api/clinic's own body schema and toClinicData; its logo as bytes. */
  private async clinic(value: unknown): Promise<RestorePlan['clinic']> {
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new RecordError([{ field: 'body', msg: 'El registro debe ser un objeto' }]);
    }
    const record = value as Record<string, unknown>;
    const body = await this.check<ClinicBody>(
      { address: '', ...pick(record, CLINIC_FIELDS) },
      async () => {},
      backupClinicBody,
    );
    const logo = base64Bytes(record.logo, 'logo', 'El logo del respaldo no es válido', MAX_LOGO_BYTES);
    return { data: toClinicData(body), logo };
  }

  private requireHeader(): void {
    if (this.top.format !== BACKUP_FORMAT) throw new HttpError(400, NOT_A_BACKUP_MSG);
    if (this.top.version !== BACKUP_VERSION) throw new HttpError(400, WRONG_VERSION_MSG);
  }

  private async check<T>(body: unknown, prepare: Prepare, schema: object): Promise<T> {
    const request = { body } as FastifyRequest;
    await prepare(request);
    const validate = this.compile(schema);
    if (!validate(request.body)) throw new RecordError(toFieldErrors(validate.errors ?? [], 'body'));
    return request.body as T;
  }

  private async add(collection: Collection, record: Record<string, unknown>, stamps: Stamps): Promise<void> {
    const { plan, now, zone } = this;
    switch (collection) {
      case 'owners': {
        const body = await this.check<OwnerBody>(
          pick(record, OWNER_FIELDS),
          tidyOwnerBody,
          createOwnerSchema.body,
        );
        plan.owners.push({ ...stamps, data: toOwnerData(body) });
        return;
      }
      case 'patients': {
        const ownerRef = reference(record, 'ownerId');
        const body = await this.check<NewPatientBody>(
          pick(record, PATIENT_FIELDS),
          tidyPatientBody,
          createPatientSchema.body,
        );
        checkBirthDate(body.birthDate, now);
        const photo = base64Bytes(record.photo, 'photo', 'La foto del respaldo no es válida');
        plan.patients.push({ ...stamps, ownerRef, data: newPatientFields(body), photo });
        return;
      }
      case 'labExams': {
        const patientRef = reference(record, 'patientId');
        const body = await this.check<ExamBody>(
          pick(record, EXAM_FIELDS),
          prepareExamBody,
          createExamSchema.body,
        );
        checkExam(body, now);
        plan.labExams.push({ ...stamps, patientRef, data: toExamData(body) });
        return;
      }
      case 'grooming': {
        const patientRef = reference(record, 'patientId');
        const body = await this.check<ServiceBody>(
          pick(record, SERVICE_FIELDS),
          tidyServiceBody,
          createServiceSchema.body,
        );
        plan.grooming.push({ ...stamps, patientRef, data: toServiceData(body, now) });
        return;
      }
      case 'consultations': {
        const patientRef = reference(record, 'patientId');
        const body = await this.check<Omit<ConsultationBody, 'vetId'>>(
          pick(record, CONSULTATION_FIELDS),
          prepareConsultationBody,
          backupConsultationBody,
        );
        const data = toConsultationFields(body, now, zone);
        const vetCmv = personCmv(record.vet, 'vet');
        const addenda = await this.addenda(record.addenda);
        plan.consultations.push({ ...stamps, patientRef, vetCmv, data, addenda });
        return;
      }
      case 'preventives': {
        const patientRef = reference(record, 'patientId');
        const body = await this.check<Omit<PreventiveBody, 'appliedBy'>>(
          pick(record, PREVENTIVE_FIELDS),
          tidyPreventiveBody,
          backupPreventiveBody,
        );
        const data = toPreventiveFields(body, now, zone);
        const appliedByCmv = personCmv(record.appliedBy, 'appliedBy');
        plan.preventives.push({ ...stamps, patientRef, appliedByCmv, data });
        return;
      }
    }
  }

  /** A consultation's addenda, each through the route's own steps; a bad one named «addenda.<n>.<field>». */
  private async addenda(value: unknown) {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.length > MAX_ADDENDA) {
      throw new RecordError([{ field: 'addenda', msg: ADDENDA_MSG }]);
    }
    // Counted before any is checked: a file of millions of tiny addenda stops here, not at the heap cap.
    this.addendaRead += value.length;
    if (this.addendaRead > this.maxAddenda) throw new HttpError(413, tooManyAddendaMsg(this.maxAddenda));
    const out: RestorePlan['consultations'][number]['addenda'] = [];
    for (const [i, item] of value.entries()) {
      const at = `addenda.${i}`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        throw new RecordError([{ field: at, msg: 'La nota debe ser un objeto' }]);
      }
      const note = item as Record<string, unknown>;
      try {
        const body = await this.check<AddendumBody>({ text: note.text }, tidyAddendumBody, addendumBody);
        out.push({
          text: body.text,
          createdAt: stamp(note, 'createdAt', this.now),
          authorCmv: personCmv(note.author, 'author'),
        });
      } catch (err) {
        const errors =
          err instanceof RecordError ? err.errors : err instanceof HttpError ? err.errors : undefined;
        if (!errors?.length) throw err;
        throw new RecordError(errors.map((e) => ({ ...e, field: `${at}.${e.field}` })));
      }
    }
    return out;
  }
}

type Prepare = (request: FastifyRequest) => Promise<void>;

/** The fields a record's create body takes (its schema's properties), but those in `except`. */
const fieldsOf = (body: { properties: object }, except: string[] = []) =>
  Object.keys(body.properties).filter((field) => !except.includes(field));
const OWNER_FIELDS = fieldsOf(createOwnerSchema.body);
const PATIENT_FIELDS = fieldsOf(createPatientSchema.body, ['photo']); // the photo comes as its bytes
const EXAM_FIELDS = fieldsOf(createExamSchema.body);
const SERVICE_FIELDS = fieldsOf(createServiceSchema.body);
const CLINIC_FIELDS = fieldsOf(clinicBody);
const CONSULTATION_FIELDS = fieldsOf(consultationBody, ['vetId']); // the vet comes as a person (by CMV)
const { vetId: _vetId, ...consultationFields } = consultationBody.properties;
/** POST's rules and messages for a consultation, its attending vet aside (named by CMV in the file). */
const backupConsultationBody = {
  ...consultationBody,
  properties: consultationFields,
  required: ['date', 'reason'],
} as const;
const PREVENTIVE_FIELDS = fieldsOf(createPreventiveSchema.body, ['appliedBy']); // a person (by CMV)
const { appliedBy: _appliedBy, ...preventiveFields } = createPreventiveSchema.body.properties;
/** POST's rules and messages for a vaccine or deworming, who applied it aside (named by CMV in the file). */
const backupPreventiveBody = {
  ...createPreventiveSchema.body,
  properties: preventiveFields,
  required: createPreventiveSchema.body.required.filter((field) => field !== 'appliedBy'),
} as const;
const ADDENDA_MSG = `Las notas de seguimiento deben ser una lista de como máximo ${MAX_ADDENDA}`;
const PERSON_MSG = 'La persona del respaldo no es válida';

/**
 * A person of the file ({ name, cmv }, or null): the CMV a restore finds them by among the clinic's
 * members; null for nobody, or for a person without one.
 */
function personCmv(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  const person = value as Record<string, unknown>;
  const { name, cmv } = person;
  if (
    typeof value !== 'object' ||
    Array.isArray(value) ||
    typeof cmv !== 'string' ||
    typeof name !== 'string'
  ) {
    throw new RecordError([{ field, msg: PERSON_MSG }]);
  }
  if (cmv.length > 50 || name.length > 200) throw new RecordError([{ field, msg: PERSON_MSG }]);
  return cmv.trim() || null;
}
/**
 * PUT /api/clinic's rules and messages, but for an empty address: a clinic founded without its clinic
 * section (the API before issue 25) or by migration 010 has none until its administrator completes it,
 * and its own backup must restore.
 */
const backupClinicBody = {
  ...clinicBody,
  properties: { ...clinicBody.properties, address: optionalText(clinicBody.properties.address.maxLength) },
  required: clinicBody.required.filter((field) => field !== 'address'),
} as const;

/** The record's own fields, nothing else: ids, stamps and anything unknown stay out of the body. */
function pick(record: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) if (record[field] !== undefined) body[field] = record[field];
  return body;
}

function stamp(record: Record<string, unknown>, field: string, now: Date): Date {
  const value = record[field];
  const date = typeof value === 'string' ? parseInstant(value) : undefined;
  if (!date || date.getTime() > now.getTime() + DAY_MS) {
    throw new RecordError([{ field, msg: 'Fecha de registro no válida' }]);
  }
  return date;
}

const UNKNOWN_REFERENCE_MSG = 'Hace referencia a un registro que no está en el respaldo';

/** A pet's owner or an exam's pet: an id of the file, checked by `linked` once the file is read. */
function reference(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  if (typeof value !== 'string') throw new RecordError([{ field, msg: UNKNOWN_REFERENCE_MSG }]);
  return value;
}

/** Every record of a list points at a record the file holds; the first that does not is named. */
function linked<T>(
  records: T[],
  collection: Collection,
  field: string,
  target: (record: T) => string,
  known: Set<string>,
): void {
  const i = records.findIndex((record) => !known.has(target(record)));
  if (i < 0) return;
  const where = `${RECORD_NAMES[collection].one} ${i + 1}`;
  throw invalid(where, new RecordError([{ field, msg: UNKNOWN_REFERENCE_MSG }]));
}

/** A pet's photo or the clinic's logo, base64 in the file (null without one), as bytes of at most `maxBytes`. */
function base64Bytes(value: unknown, field: string, msg: string, maxBytes = Infinity): Buffer | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) {
    throw new RecordError([{ field, msg }]);
  }
  const size = Buffer.byteLength(value, 'base64');
  if (size > maxBytes) throw new RecordError([{ field, msg }]);
  // Its own memory (not Buffer's shared pool), so the worker can transfer it without a copy.
  const bytes = Buffer.allocUnsafeSlow(size);
  bytes.write(value, 'base64');
  return bytes;
}

/** A field problem inside one record (the route's own checks throw HttpError 400 with the same list). */
class RecordError extends Error {
  constructor(readonly errors: FieldError[]) {
    super('registro no válido');
  }
}

/** The record's field problems as one 400 naming it; anything else (a bug, the database) as it came. */
function invalid(where: string, err: unknown): unknown {
  const errors = err instanceof RecordError ? err.errors : err instanceof HttpError ? err.errors : undefined;
  if (!errors?.length) return err;
  return invalidRecord(where, errors);
}
