// The appointment's closed lists as a vet reads them. Copied from shared-ui/src/constants/lists.json
// (APPOINTMENT_KINDS, APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS), which no
// shared-ui entry exports yet: keep them in step with that file. The moves between statuses are the API's
// (api/src/appointments/rules.ts).

export const APPOINTMENT_KINDS = [
  'consultation',
  'vaccination',
  'checkup',
  'surgery',
  'grooming',
  'other',
] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const KIND_LABELS: Record<AppointmentKind, string> = {
  consultation: 'Consulta',
  vaccination: 'Vacunación',
  checkup: 'Control',
  surgery: 'Cirugía',
  grooming: 'Peluquería',
  other: 'Otro',
};

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'in_room',
  'attended',
  'no_show',
  'cancelled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Programada',
  confirmed: 'Confirmada',
  in_room: 'En sala',
  attended: 'Atendida',
  no_show: 'No asistió',
  cancelled: 'Cancelada',
};

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
