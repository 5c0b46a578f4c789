// The appointment's closed lists as a vet reads them: lists.json's, through @vet/shared-ui/appointments.
// The moves between statuses are the API's (api/src/appointments/rules.ts).
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
} from '@vet/shared-ui/appointments';
import { MSG } from './messages';

export { APPOINTMENT_KINDS, APPOINTMENT_STATUSES };
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const KIND_LABELS: Record<AppointmentKind, string> = APPOINTMENT_KIND_LABELS;

/** Who attends an appointment, by name; «Sin asignar» when nobody is. */
export const attendantName = ({ vet }: { vet: { name: string } | null }): string =>
  vet?.name ?? MSG.unassigned;
export const STATUS_LABELS: Record<AppointmentStatus, string> = APPOINTMENT_STATUS_LABELS;

/** Where each status may go, in the order the buttons show (api/src/appointments/rules.ts). */
export const NEXT_STATUSES: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'in_room', 'no_show', 'cancelled'],
  confirmed: ['in_room', 'no_show', 'cancelled', 'scheduled'],
  in_room: ['attended'],
  attended: [],
  no_show: [],
  cancelled: [],
};

/** The button that moves an appointment to each status. */
export const STATUS_ACTIONS: Record<AppointmentStatus, string> = {
  scheduled: 'Volver a Programada',
  confirmed: 'Confirmar',
  in_room: 'En sala',
  attended: 'Atendida',
  no_show: 'No asistió',
  cancelled: 'Cancelar',
};

/** Moves asked to confirm first: they end the appointment. */
export const CONFIRMED_MOVES: readonly AppointmentStatus[] = ['no_show', 'cancelled'];

/** Whether an appointment still blocks its time (the API's overlap rule: not cancelled nor missed). */
export function isActive(status: AppointmentStatus): boolean {
  return status !== 'cancelled' && status !== 'no_show';
}

/** Whether its date, time and person may still change (Programada or Confirmada). */
export function isReschedulable(status: AppointmentStatus): boolean {
  return status === 'scheduled' || status === 'confirmed';
}
