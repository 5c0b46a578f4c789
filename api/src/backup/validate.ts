import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { tidyAppointmentBody } from '../appointments/input.js';
import type { AppointmentKind } from '../appointments/repo.js';
import { validOpeningHours, type AppointmentStatus } from '../appointments/rules.js';
import type { Schedule } from '../appointments/schedule-repo.js';
import {
  backupScheduleBody,
  HOURS_MSG,
  ZONE_MSG,
  type BackupScheduleBody,
} from '../appointments/schedule-schemas.js';
import {
  backupAppointmentBody,
  backupStatusChangeBody,
  DURATION_MSG,
  type BackupAppointmentBody,
  type BackupStatusChangeBody,
} from '../appointments/schemas.js';
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
import { INVALID_INSTANT_MSG } from '../http/schemas.js';
import { tidyBody } from '../http/tidy-body.js';
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
import { isTimeZone } from '../lib/clinic-day.js';
import { backupReminderBody, type ReminderRecord } from '../reminders/records.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CLINIC_WHERE,
  MAX_ADDENDA,
  MAX_LOGO_BYTES,
  MAX_STATUS_CHANGES,
  NOT_A_BACKUP_MSG,
  RECORD_NAMES,
  REQUIRED_COLLECTIONS,
  SCHEDULE_WHERE,
  VITAL_RANGES_WHERE,
  WRONG_VERSION_MSG,
  invalidRecord,
  tooManyAddendaMsg,
  tooManyStatusChangesMsg,
  type BackupLimits,
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
  /** Who attends each and who set each status by CMV, found among the clinic's members when written. */
  appointments: (Stamps & {
    patientRef: string;
    vetCmv: string | null;
    data: {
      kind: AppointmentKind;
      status: AppointmentStatus;
      notes: string;
      startsAt: Date;
      endsAt: Date;
    };
    history: { status: AppointmentStatus; at: Date; byCmv: string | null; byOwner: boolean }[];
  })[];
  /** Each on an appointment or an application of the file; who sent it by CMV. */
  reminders: (Stamps & {
    appointmentRef: string | null;
    preventiveRef: string | null;
    sentByCmv: string | null;
    data: Omit<ReminderRecord, 'appointmentId' | 'preventiveId' | 'sentBy' | 'createdAt' | 'updatedAt'>;
  })[];
  /** The agenda's schedule; null when the file does not carry it. */
  schedule: Omit<Schedule, 'version'> | null;
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
    appointments: [],
    reminders: [],
    schedule: null,
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
    appointments: new Set(),
    reminders: new Set(),
  };
  /** What each reminder of the file reminds of, and when: two alike would be one reminder twice. */
  private readonly reminded = new Set<string>();

  /** Addenda read so far, over every consultation: the file's total is capped too. */
  private addendaRead = 0;
  /** Appointment statuses read so far, over every appointment: capped too. */
  private statusChangesRead = 0;

  constructor(
    private readonly compile: Compile,
    private readonly now: Date,
    /** The whole file's caps on addenda and on appointment statuses. */
    private readonly limits: Pick<BackupLimits, 'addenda' | 'statusChanges'>,
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
    linked(plan.appointments, 'appointments', 'patientId', (a) => a.patientRef, ids.patients);
    remindersLinked(plan.reminders, ids);
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
    // Older files do not carry the schedule: the clinic then keeps its own.
    if (this.top.schedule != null) {
      try {
        plan.schedule = await this.schedule(this.top.schedule);
      } catch (err) {
        throw invalid(SCHEDULE_WHERE, err);
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

  /** The agenda's schedule through PUT /api/clinic/schedule's own fields, messages and checks. */
  private async schedule(value: unknown): Promise<RestorePlan['schedule']> {
    const body = await this.check<BackupScheduleBody>(value, async () => {}, backupScheduleBody);
    if (!isTimeZone(body.timeZone)) throw new RecordError([{ field: 'timeZone', msg: ZONE_MSG }]);
    if (!validOpeningHours(body.openingHours))
      throw new RecordError([{ field: 'openingHours', msg: HOURS_MSG }]);
    return { ...body, openingHours: body.openingHours.map((day) => day ?? null) };
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
      case 'appointments': {
        const patientRef = reference(record, 'patientId');
        const body = await this.check<BackupAppointmentBody>(
          pick(record, APPOINTMENT_FIELDS),
          tidyAppointmentBody,
          backupAppointmentBody,
        );
        const startsAt = instant(body.startsAt, 'startsAt');
        const endsAt = instant(body.endsAt, 'endsAt');
        const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
        if (!Number.isInteger(minutes) || minutes < 5 || minutes > 480 || minutes % 5 !== 0) {
          throw new RecordError([{ field: 'endsAt', msg: DURATION_MSG }]);
        }
        const vetCmv = personCmv(record.vet, 'vet');
        const history = await this.statusHistory(record.statusHistory);
        const data = { kind: body.kind, status: body.status, notes: body.notes ?? '', startsAt, endsAt };
        plan.appointments.push({ ...stamps, patientRef, vetCmv, data, history });
        return;
      }
      case 'reminders': {
        const body = await this.check<ReminderBody>(
          pick(record, REMINDER_FIELDS),
          tidyReminder,
          backupReminderBody,
        );
        const [target, other] =
          body.kind === 'appointment' ? ['appointmentId', 'preventiveId'] : ['preventiveId', 'appointmentId'];
        if (record[other] != null) throw new RecordError([{ field: other, msg: UNKNOWN_REFERENCE_MSG }]);
        const ref = reference(record, target);
        const remindsOf = instant(body.remindsOf, 'remindsOf');
        const key = `${body.kind} ${ref} ${remindsOf.getTime()}`;
        if (this.reminded.has(key)) throw new RecordError([{ field: 'remindsOf', msg: REMINDED_TWICE_MSG }]);
        this.reminded.add(key);
        plan.reminders.push({
          ...stamps,
          appointmentRef: body.kind === 'appointment' ? ref : null,
          preventiveRef: body.kind === 'preventive' ? ref : null,
          sentByCmv: personCmv(record.sentBy, 'sentBy'),
          data: {
            kind: body.kind,
            channel: body.channel,
            status: body.status,
            remindsOf,
            sendAt: instant(body.sendAt, 'sendAt'),
            attempts: body.attempts ?? 0,
            lastError: body.lastError ?? '',
            sentAt: body.sentAt == null ? null : instant(body.sentAt, 'sentAt'),
            linkUsedAt: body.linkUsedAt == null ? null : instant(body.linkUsedAt, 'linkUsedAt'),
          },
        });
        return;
      }
    }
  }

  /** An appointment's statuses, each through its own schema; a bad one named «statusHistory.<n>.<field>». */
  private async statusHistory(value: unknown): Promise<RestorePlan['appointments'][number]['history']> {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.length > MAX_STATUS_CHANGES) {
      throw new RecordError([{ field: 'statusHistory', msg: STATUS_HISTORY_MSG }]);
    }
    // Counted before any is checked, as addenda: millions of tiny statuses stop here, not at the heap cap.
    this.statusChangesRead += value.length;
    if (this.statusChangesRead > this.limits.statusChanges) {
      throw new HttpError(413, tooManyStatusChangesMsg(this.limits.statusChanges));
    }
    const out: RestorePlan['appointments'][number]['history'] = [];
    for (const [i, item] of value.entries()) {
      const at = `statusHistory.${i}`;
      try {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) {
          throw new RecordError([{ field: 'body', msg: 'El cambio de estado debe ser un objeto' }]);
        }
        const change = item as Record<string, unknown>;
        const body = await this.check<BackupStatusChangeBody>(
          pick(change, STATUS_CHANGE_FIELDS),
          async () => {},
          backupStatusChangeBody,
        );
        out.push({
          status: body.status,
          at: stamp(change, 'at', this.now),
          byCmv: personCmv(change.by, 'by'),
          byOwner: body.byOwner ?? false,
        });
      } catch (err) {
        throw within(at, err);
      }
    }
    return out;
  }

  /** A consultation's addenda, each through the route's own steps; a bad one named «addenda.<n>.<field>». */
  private async addenda(value: unknown) {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.length > MAX_ADDENDA) {
      throw new RecordError([{ field: 'addenda', msg: ADDENDA_MSG }]);
    }
    // Counted before any is checked: a file of millions of tiny addenda stops here, not at the heap cap.
    this.addendaRead += value.length;
    if (this.addendaRead > this.limits.addenda)
      throw new HttpError(413, tooManyAddendaMsg(this.limits.addenda));
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
        throw within(at, err);
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
const APPOINTMENT_FIELDS = fieldsOf(backupAppointmentBody);
const STATUS_CHANGE_FIELDS = fieldsOf(backupStatusChangeBody);
const REMINDER_FIELDS = fieldsOf(backupReminderBody);
type ReminderBody = FromSchema<typeof backupReminderBody>;
/** A reminder's texts as every body's (trimmed, NFC), its numbers never coerced from text. */
const tidyReminder = tidyBody({ refuseCoercion: true });
const STATUS_HISTORY_MSG = `Los cambios de estado deben ser una lista de como máximo ${MAX_STATUS_CHANGES}`;
const REMINDED_TWICE_MSG = 'El respaldo repite un recordatorio';
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

/** An instant the schema checked as date-time (format), as a Date. */
function instant(value: string, field: string): Date {
  const date = parseInstant(value);
  if (!date) throw new RecordError([{ field, msg: INVALID_INSTANT_MSG }]);
  return date;
}

/** Each reminder's appointment or application is one of the file; the first that is not is named. */
function remindersLinked(reminders: RestorePlan['reminders'], ids: Record<Collection, Set<string>>): void {
  const i = reminders.findIndex((r) =>
    r.appointmentRef !== null
      ? !ids.appointments.has(r.appointmentRef)
      : !ids.preventives.has(r.preventiveRef!),
  );
  if (i < 0) return;
  const field = reminders[i].appointmentRef !== null ? 'appointmentId' : 'preventiveId';
  const where = `${RECORD_NAMES.reminders.one} ${i + 1}`;
  throw invalid(where, new RecordError([{ field, msg: UNKNOWN_REFERENCE_MSG }]));
}

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

/** A problem of an item of a record's list (an addendum, a status) named under it: «addenda.2.text». */
function within(at: string, err: unknown): unknown {
  const errors = err instanceof RecordError ? err.errors : err instanceof HttpError ? err.errors : undefined;
  if (!errors?.length) return err;
  return new RecordError(errors.map((e) => ({ ...e, field: `${at}.${e.field}` })));
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
