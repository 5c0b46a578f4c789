// The records as the API sends them (api/src/appointments/README.md).
import type { Role } from '@vet/shared-ui';
import type { AppointmentKind, AppointmentStatus } from '../labels';

export interface Person {
  _id: string;
  /** «Nombre Apellido». */
  name: string;
}

/** An appointment. `date`, `time` and `endTime` are the clinic's wall clock: shown as they come, never
 *  converted with the browser's time zone. */
export interface Appointment {
  _id: string;
  patient: { _id: string; name: string; species: string };
  owner: { _id: string; name: string; contact: string; email: string };
  /** Who attends it; null when nobody is assigned (a restored backup whose person the clinic does not
   *  have): the screens say «Sin asignar», the agenda draws it in its own column, and an edit must choose
   *  someone. */
  vet: Person | null;
  kind: AppointmentKind;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm. */
  time: string;
  endTime: string;
  durationMinutes: number;
  /** The same start as an instant (UTC). */
  startsAt: string;
  status: AppointmentStatus;
  notes: string;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

/** One status an appointment went through: who set it and when. */
export interface StatusChange {
  status: AppointmentStatus;
  at: string;
  by: string;
  /** Set by the owner (the reminder's link). */
  byOwner: boolean;
}

export interface AppointmentDetail extends Appointment {
  statusHistory: StatusChange[];
}

/** What POST /appointments takes, and PUT /appointments/:id with `version`. */
export interface AppointmentBody {
  patientId: string;
  vetId: string;
  kind: AppointmentKind;
  date: string;
  time: string;
  durationMinutes: number;
  notes: string;
}

export interface AppointmentAnswer {
  msg: string;
  appointment: Appointment;
}

/** A day's opening hours (HH:mm), or null when closed. */
export type DayHours = { open: string; close: string } | null;

/** GET /clinic/schedule. */
export interface Schedule {
  timeZone: string;
  slotMinutes: number;
  /** Seven days, Monday first. */
  openingHours: DayHours[];
  appointmentReminderHours: number;
  preventiveReminderDays: number;
  version: number;
}

/** One of GET /clinic/people: an active member of the clinic, of any role. */
export interface ClinicMember {
  _id: string;
  name: string;
  role: Role;
  cmv: string;
}

/** One of GET /patients?q=: a pet with its owner, as the booking form's search shows it. */
export interface PatientChoice {
  _id: string;
  name: string;
  species: string;
  owner: { _id: string; name: string; contact: string } | string | null;
}
