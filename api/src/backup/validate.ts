import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { parseInstant } from '../grooming/instants.js';
import {
  tidyBody as tidyService,
  toServiceData,
  type ServiceBody,
  type ServiceData,
} from '../grooming/input.js';
import { createServiceSchema } from '../grooming/schemas.js';
import { HttpError, type FieldError } from '../http/errors.js';
import { toFieldErrors } from '../http/validation.js';
import { checkExam, prepareExamBody, toExamData, type ExamBody, type ExamData } from '../lab/input.js';
import { checkRanges, prepareRangesBody } from '../lab/ranges-input.js';
import { saveRangesSchema } from '../lab/ranges-schemas.js';
import type { Ranges } from '../lab/reference-ranges.js';
import { createExamSchema } from '../lab/schemas.js';
import { tidyBody as tidyOwner, toOwnerData, type OwnerBody, type OwnerData } from '../owners/input.js';
import { createOwnerSchema } from '../owners/schemas.js';
import {
  checkBirthDate,
  newPatientFields,
  tidyBody as tidyPatient,
  type PatientBody,
  type PatientFields,
} from '../patients/input.js';
import { createPatientSchema } from '../patients/schemas.js';
import { NOT_A_BACKUP_MSG } from './format.js';

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
  ranges: Ranges | null;
}

const DAY_MS = 24 * 60 * 60_000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const LABELS = {
  owners: 'propietario',
  patients: 'mascota',
  labExams: 'examen de laboratorio',
  grooming: 'servicio de estética',
} as const;
type Collection = keyof typeof LABELS;

/**
 * Every record of the (untrusted) file through the same steps as the create routes: the route's tidy
 * step, the create schema compiled with the app's AJV, then the cross-field checks. Stops at the first
 * bad record with a 400 that names it ("mascota 3: La fecha no puede ser futura").
 */
export async function planRestore(
  doc: Record<string, unknown>,
  compile: Compile,
  now: Date,
): Promise<RestorePlan> {
  const check = async <T>(body: unknown, prepare: Prepare, schema: object): Promise<T> => {
    const request = { body } as FastifyRequest;
    await prepare(request);
    const validate = compile(schema);
    if (!validate(request.body)) throw new RecordError(toFieldErrors(validate.errors ?? [], 'body'));
    return request.body as T;
  };

  const owners = await each(doc, 'owners', now, async (record) => ({
    data: toOwnerData(await check<OwnerBody>(pick(record, OWNER_FIELDS), tidyOwner, createOwnerSchema.body)),
  }));
  const ownerRefs = new Set(owners.map((o) => o.ref));

  const patients = await each(doc, 'patients', now, async (record) => {
    const ownerRef = reference(record, 'ownerId', ownerRefs);
    const body = await check<PatientBody>(
      pick(record, PATIENT_FIELDS),
      tidyPatient,
      createPatientSchema.body,
    );
    checkBirthDate(body.birthDate, now);
    return { ownerRef, data: newPatientFields(body), photo: photoBytes(record.photo) };
  });
  const patientRefs = new Set(patients.map((p) => p.ref));

  const labExams = await each(doc, 'labExams', now, async (record) => {
    const patientRef = reference(record, 'patientId', patientRefs);
    const body = await check<ExamBody>(pick(record, EXAM_FIELDS), prepareExamBody, createExamSchema.body);
    checkExam(body, now);
    return { patientRef, data: toExamData(body) };
  });

  const grooming = await each(doc, 'grooming', now, async (record) => {
    const patientRef = reference(record, 'patientId', patientRefs);
    const body = await check<ServiceBody>(
      pick(record, SERVICE_FIELDS),
      tidyService,
      createServiceSchema.body,
    );
    return { patientRef, data: toServiceData(body, now) };
  });

  let ranges: Ranges | null = null;
  if (doc.labReferenceRanges != null) {
    try {
      const body = await check<{ ranges: Ranges }>(
        { ranges: doc.labReferenceRanges },
        prepareRangesBody,
        saveRangesSchema.body,
      );
      checkRanges(body.ranges);
      ranges = body.ranges;
    } catch (err) {
      throw invalid('los rangos de referencia', err);
    }
  }
  return { owners, patients, labExams, grooming, ranges };
}

type Prepare = (request: FastifyRequest) => Promise<void>;

const OWNER_FIELDS = ['name', 'contact', 'email', 'address'];
const PATIENT_FIELDS = ['name', 'birthDate', 'species', 'sex', 'breed', 'weight', 'mainVet', 'referringVet'];
const EXAM_FIELDS = [
  'date',
  'hematocrit',
  'whiteBloodCells',
  'totalProtein',
  'platelets',
  'differentialCount',
  'totalCells',
  'hemotropico',
  'observacion',
];
const SERVICE_FIELDS = [
  'date',
  'service',
  'specifications',
  'observations',
  'cost',
  'paymentType',
  'exchangeRate',
];

/** The record's own fields, nothing else: ids, stamps and anything unknown stay out of the body. */
function pick(record: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) if (record[field] !== undefined) body[field] = record[field];
  return body;
}

/** Walks one collection: each record an object with a unique id and valid stamps, then `build`. */
async function each<T>(
  doc: Record<string, unknown>,
  collection: Collection,
  now: Date,
  build: (record: Record<string, unknown>) => Promise<T>,
): Promise<(Stamps & T)[]> {
  const list = doc[collection];
  if (!Array.isArray(list)) throw new HttpError(400, NOT_A_BACKUP_MSG);
  const seen = new Set<string>();
  const out: (Stamps & T)[] = [];
  for (const [i, record] of list.entries()) {
    try {
      if (typeof record !== 'object' || record === null || Array.isArray(record)) {
        throw new RecordError([{ field: 'body', msg: 'El registro debe ser un objeto' }]);
      }
      const r = record as Record<string, unknown>;
      const ref = r.id;
      if (typeof ref !== 'string' || ref === '' || ref.length > 100 || seen.has(ref)) {
        throw new RecordError([{ field: 'id', msg: 'Identificador ausente o repetido' }]);
      }
      seen.add(ref);
      const stamps = { ref, createdAt: stamp(r, 'createdAt', now), updatedAt: stamp(r, 'updatedAt', now) };
      out.push({ ...stamps, ...(await build(r)) });
    } catch (err) {
      throw invalid(`${LABELS[collection]} ${i + 1}`, err);
    }
  }
  return out;
}

function stamp(record: Record<string, unknown>, field: string, now: Date): Date {
  const value = record[field];
  const date = typeof value === 'string' ? parseInstant(value) : undefined;
  if (!date || date.getTime() > now.getTime() + DAY_MS) {
    throw new RecordError([{ field, msg: 'Fecha de registro no válida' }]);
  }
  return date;
}

/** A pet's owner or an exam's pet must be a record of the same file. */
function reference(record: Record<string, unknown>, field: string, known: Set<string>): string {
  const value = record[field];
  if (typeof value !== 'string' || !known.has(value)) {
    throw new RecordError([{ field, msg: 'Hace referencia a un registro que no está en el respaldo' }]);
  }
  return value;
}

function photoBytes(value: unknown): Buffer | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) {
    throw new RecordError([{ field: 'photo', msg: 'La foto del respaldo no es válida' }]);
  }
  return Buffer.from(value, 'base64');
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
  return new HttpError(400, `El respaldo tiene datos no válidos (${where}): ${errors[0].msg}`, errors);
}
