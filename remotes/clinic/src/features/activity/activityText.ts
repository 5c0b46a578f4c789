// How «Actividad» says an entry in Spanish (docs/product/clinic.md#actividad): the action, the kind of
// record, and each changed field as «Campo: antes → después». The API names fields as the database does
// (snake_case columns, `perro.hematocrit` for a reference range) and sends the values as stored.
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatUSD,
  roleLabel,
  type Role,
} from '@vet/shared-ui';
import type { ActivityAction, ActivityChange, ActivityEntry, RecordKind } from '../../api/types';
import { APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUS_LABELS } from '@vet/shared-ui/appointments';
import { ROLES } from '../../roles';

export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
  restore: 'Restauró un respaldo',
  export: 'Descargó el respaldo',
  login: 'Inició sesión',
  login_failed: 'Intento fallido de inicio de sesión',
  invite: 'Invitó',
  invitation_cancelled: 'Anuló la invitación',
  join: 'Se unió',
  role_change: 'Cambió el rol',
  deactivate: 'Desactivó',
  activate: 'Reactivó',
  document_mailed: 'Envió por correo',
};

/** In the order «Tipo de registro» offers them. */
export const KIND_LABELS: Record<RecordKind, string> = {
  owner: 'Propietario',
  pet: 'Mascota',
  lab_exam: 'Examen',
  grooming_service: 'Servicio de peluquería',
  consultation: 'Consulta',
  consultation_addendum: 'Nota de seguimiento',
  preventive: 'Vacuna o desparasitación',
  appointment: 'Cita',
  schedule: 'Horario de la agenda',
  reference_ranges: 'Rangos de referencia',
  vital_ranges: 'Rangos de signos vitales',
  clinic: 'Clínica',
  member: 'Miembro',
  invitation: 'Invitación',
  session: 'Sesión',
  backup: 'Respaldo',
};

export const isRecordKind = (value: unknown): value is RecordKind =>
  typeof value === 'string' && Object.hasOwn(KIND_LABELS, value);

/** An exam's values and cell counts, by the API's names (a reference range's path ends in one). */
const LAB_LABELS: Record<string, string> = {
  hematocrit: 'Hematocrito',
  whiteBloodCells: 'Glóbulos blancos',
  totalProtein: 'Proteínas totales',
  platelets: 'Plaquetas',
  segmentedNeutrophils: 'Neutrófilos segmentados',
  bandNeutrophils: 'Neutrófilos en banda',
  lymphocytes: 'Linfocitos',
  monocytes: 'Monocitos',
  basophils: 'Basófilos',
  reticulocytes: 'Reticulocitos',
  eosinophils: 'Eosinófilos',
  nrbc: 'NRBC',
  totalCells: 'Total de células',
  hemotropico: 'Hemotrópico',
  observacion: 'Observaciones',
};

/** The records' columns, and what a restore counted. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  contact: 'Contacto',
  address: 'Dirección',
  email: 'Correo',
  // An owner's «No enviar recordatorios» (issue 27), a boolean read «Sí» / «No».
  reminders_opt_out: 'No enviar recordatorios',
  birth_date: 'Fecha de nacimiento',
  species: 'Especie',
  breed: 'Raza',
  sex: 'Sexo',
  weight: 'Peso',
  main_vet: 'Médico tratante',
  referring_vet: 'Médico referente',
  photo_hash: 'Foto',
  owner_id: 'Propietario',
  patient_id: 'Mascota',
  date: 'Fecha',
  service: 'Servicio',
  specifications: 'Especificaciones',
  observations: 'Observaciones',
  cost: 'Costo',
  payment_type: 'Forma de pago',
  exchange_rate: 'Tasa de cambio',
  role: 'Rol',
  rif: 'RIF',
  phone: 'Teléfono',
  estado: 'Estado',
  logo: 'Logo',
  owners: 'Propietarios',
  patients: 'Mascotas',
  photos: 'Fotos',
  labExams: 'Exámenes',
  grooming: 'Servicios de peluquería',
  labReferenceRanges: 'Rangos de referencia',
  consultations: 'Consultas',
  vitalReferenceRanges: 'Rangos de signos vitales',
  // A consultation's columns (docs/product/clinical.md).
  vet_id: 'Médico tratante',
  reason: 'Motivo de consulta',
  anamnesis: 'Anamnesis',
  weight_kg: 'Peso',
  temperature_c: 'Temperatura',
  heart_rate: 'Frecuencia cardíaca',
  respiratory_rate: 'Frecuencia respiratoria',
  mucous_membranes: 'Mucosas',
  capillary_refill_s: 'Tiempo de llenado capilar',
  dehydration_pct: 'Deshidratación',
  body_condition: 'Condición corporal',
  findings: 'Hallazgos del examen físico',
  presumptive_diagnosis: 'Diagnóstico presuntivo',
  definitive_diagnosis: 'Diagnóstico definitivo',
  treatment: 'Tratamiento e indicaciones',
  prescriptions: 'Receta',
  next_check: 'Próximo control',
  // A vaccine's or deworming's columns, as its form names them, and the pet's alerts.
  kind: 'Tipo',
  product: 'Producto',
  lot: 'Lote',
  applied_on: 'Fecha de aplicación',
  next_due: 'Próxima dosis',
  applied_by: 'Aplicada por',
  notes: 'Notas',
  allergies: 'Alergias',
  chronic_conditions: 'Condiciones crónicas',
  preventives: 'Vacunas y desparasitaciones',
  // An appointment's columns (docs/product/appointments.md); `vet_id` is who attends it.
  starts_at: 'Inicio',
  ends_at: 'Fin',
  status: 'Estado',
  // The clinic's schedule, as its screen names it.
  timeZone: 'Zona horaria',
  slotMinutes: 'Duración de cada espacio',
  openingHours: 'Horario',
  appointmentReminderHours: 'Recordatorio de citas (horas antes)',
  preventiveReminderDays: 'Aviso de vacunas y desparasitaciones (días antes)',
  // What a restore counted of the agenda (issue 27).
  appointments: 'Citas',
  unassigned: 'Citas sin asignar',
  reminders: 'Recordatorios',
  schedule: 'Horario de la agenda',
  // A restore that also brought the clinic's own data and logo.
  clinic: 'Datos de la clínica',
  // A pet's document mailed to its owner (docs/product/clinical.md#documents), with `email`.
  document: 'Documento',
};

const SPECIES_LABELS: Record<string, string> = { perro: 'Perro', gato: 'Gato' };

/** The vital signs of «Rangos de signos vitales», whose paths start with the species as pets carry it. */
const VITAL_LABELS: Record<string, string> = {
  temperatureC: 'Temperatura',
  heartRate: 'Frecuencia cardíaca',
  respiratoryRate: 'Frecuencia respiratoria',
  capillaryRefillS: 'Tiempo de llenado capilar',
};

/** A pet's weight and a consultation's measures, written with their units. */
const UNITS: Record<string, string> = {
  weight: 'kg',
  weight_kg: 'kg',
  temperature_c: '°C',
  heart_rate: 'lpm',
  respiratory_rate: 'rpm',
  capillary_refill_s: 's',
  dehydration_pct: '%',
};

/** A vaccine's or deworming's kind, and an appointment's, as their forms name them. */
const KIND_VALUES: Record<string, string> = {
  vaccine: 'Vacuna',
  deworming: 'Desparasitación',
  ...APPOINTMENT_KIND_LABELS,
};

/** Seven days of opening hours, Monday first: «lun 08:00–18:00 · … · dom cerrado». */
function hoursText(days: unknown[]): string {
  const names = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
  return days
    .map((day, i) => {
      const hours = day as { open?: unknown; close?: unknown } | null;
      return `${names[i]} ${hours ? `${String(hours.open)}–${String(hours.close)}` : 'cerrado'}`;
    })
    .join(' · ');
}

const camelCase = (field: string) => field.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());

/** «Nombre», «Glóbulos blancos», «Perro · Hematocrito», «Canino · Temperatura»; a field this screen does
 *  not know, as named. */
export function fieldLabel(field: string): string {
  const [species, parameter] = field.split('.');
  if (parameter !== undefined && species !== undefined && SPECIES_LABELS[species])
    return `${SPECIES_LABELS[species]} · ${LAB_LABELS[parameter] ?? parameter}`;
  if (parameter !== undefined && species && VITAL_LABELS[parameter]) {
    return `${species} · ${VITAL_LABELS[parameter]}`;
  }
  return FIELD_LABELS[field] ?? LAB_LABELS[camelCase(field)] ?? field;
}

const EMPTY = '—';
const LONGEST = 120;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T/;

const isRange = (value: unknown): value is { min: unknown; max: unknown } =>
  typeof value === 'object' && value !== null && 'min' in value && 'max' in value;

const number = (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value));

interface Prescribed {
  drug?: unknown;
  dose?: unknown;
  unit?: unknown;
  route?: unknown;
  frequency?: unknown;
  durationDays?: unknown;
}

/** «Metronidazol 15 mg/kg Oral, cada 12 horas, 7 días»; without a duration «hasta nuevo aviso». */
function prescriptionText({ drug, dose, unit, route, frequency, durationDays }: Prescribed): string {
  const days =
    typeof durationDays === 'number'
      ? `${durationDays} ${durationDays === 1 ? 'día' : 'días'}`
      : 'hasta nuevo aviso';
  return `${String(drug)} ${number(dose)} ${String(unit)} ${String(route)}, ${String(frequency)}, ${days}`;
}

/** A stored value as the screens write it: dates dd/mm/aaaa, numbers with a decimal comma, roles and
 *  phones as shown elsewhere, a range «min–max»; an empty one «—». */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field === 'role' && ROLES.includes(value as Role)) return roleLabel(value as Role);
  if (field === 'kind' && typeof value === 'string' && KIND_VALUES[value]) return KIND_VALUES[value];
  if (field === 'status' && typeof value === 'string' && value in APPOINTMENT_STATUS_LABELS)
    return APPOINTMENT_STATUS_LABELS[value as keyof typeof APPOINTMENT_STATUS_LABELS];
  if (field === 'openingHours' && Array.isArray(value) && value.length === 7) return hoursText(value);
  if ((field === 'contact' || field === 'phone') && typeof value === 'string') return formatPhone(value);
  if (typeof value === 'number') {
    if (field === 'cost') return formatUSD(value);
    if (field === 'exchange_rate') return formatNumber(value, 4);
    if (UNITS[field]) return `${formatNumber(value)} ${UNITS[field]}`;
    return formatNumber(value);
  }
  if (field === 'prescriptions' && Array.isArray(value)) {
    return value.length === 0 ? EMPTY : (value as Prescribed[]).map(prescriptionText).join('; ');
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (isRange(value)) return `${number(value.min)}–${number(value.max)}`;
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value);
    if (MOMENT.test(value)) return formatDateTime(value);
    return value.length > LONGEST ? `${value.slice(0, LONGEST)}…` : value;
  }
  return JSON.stringify(value);
}

/** Fields whose values are not worth reading (an image's hash, another record's id): only that they
 *  changed. */
const CHANGED_ONLY: Record<string, { changed: string; removed: string }> = {
  photo_hash: { changed: 'cambiada', removed: 'cambiada' },
  logo: { changed: 'cambiado', removed: 'quitado' },
  owner_id: { changed: 'cambiado', removed: 'cambiado' },
  patient_id: { changed: 'cambiada', removed: 'cambiada' },
};

/** Fields that hold a member's id: named by the clinic's members (`names`, by id) when the screen has
 *  them, else only that they changed. */
const PERSON_CHANGED: Record<string, string> = { applied_by: 'cambiada', vet_id: 'cambiado' };

/** The clinic's members' names by id (GET /clinic/members, the inactive too). */
export type MemberNames = ReadonlyMap<string, string>;

/** «Aplicada por: Ana Pérez → Luis Rojas», «Médico tratante: Ana Pérez» (a consultation's vet); a person the
 *  screen cannot name makes it «… cambiada» / «… cambiado». */
function personChange(
  action: ActivityAction,
  label: string,
  { field, from, to }: ActivityChange,
  names: MemberNames | undefined,
): string | null {
  const name = (id: unknown) => (id === null || id === undefined ? EMPTY : names?.get(String(id)));
  const [before, after] = [name(from), name(to)];
  if (action === 'delete') return before && before !== EMPTY ? `${label}: ${before}` : null;
  if (action !== 'update') return to !== undefined && after ? `${label}: ${after}` : null;
  return before && after ? `${label}: ${before} → ${after}` : `${label}: ${PERSON_CHANGED[field]}`;
}

/** «Nombre: Juan Pérez → Juan P. Rojas»; for what an invitation or a join sets, «Rol: Asistente»; for
 *  what a deleted record held (a consultation's), «Motivo de consulta: Vómitos»; a member by name when
 *  `names` has them; null for a change that carries no value. */
export function changeText(
  action: ActivityAction,
  change: ActivityChange,
  names?: MemberNames,
): string | null {
  const { field, from, to } = change;
  const label = fieldLabel(field);
  if (PERSON_CHANGED[field]) return personChange(action, label, change, names);
  const only = CHANGED_ONLY[field];
  if (action === 'delete') {
    return only || from === null || from === undefined ? null : `${label}: ${valueText(field, from)}`;
  }
  if (only) return `${label}: ${to === null || to === undefined ? only.removed : only.changed}`;
  if (action !== 'update' && action !== 'role_change') {
    return to === undefined ? null : `${label}: ${valueText(field, to)}`;
  }
  return `${label}: ${valueText(field, from)} → ${valueText(field, to)}`;
}

/** The entry's changes as lines, those without a value left out; members by name when `names` has them. */
export function changeLines(entry: Pick<ActivityEntry, 'action' | 'changes'>, names?: MemberNames): string[] {
  return entry.changes.flatMap((change) => changeText(entry.action, change, names) ?? []);
}

/** «Juan Pérez», an exam's «10/02/2026»; nothing when it only repeats the kind («Rangos de referencia»). */
export function summaryText({ recordKind, summary }: Pick<ActivityEntry, 'recordKind' | 'summary'>): string {
  if (!summary || summary === KIND_LABELS[recordKind]) return '';
  // Dates as the screens write them; a long text (a note's summary is its text) cut as long values are.
  return valueText('summary', summary);
}
