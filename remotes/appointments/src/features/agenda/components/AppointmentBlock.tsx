// One appointment in the agenda's grid: its time, pet, owner, kind and status, a link to its detail.
// A block its member may reschedule can also be dragged to another slot.
import type { MouseEvent, PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Appointment } from '../../../api/types';
import { StatusTag } from '../../../components/StatusTag';
import { KIND_LABELS } from '../../../labels';
import { appointmentPaths } from '../../../paths';

export function AppointmentBlock({
  appointment,
  onPointerDown,
  onClick,
}: {
  appointment: Appointment;
  /** Only for a block that may be dragged. */
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  const { patient, owner, kind, status, time, endTime } = appointment;
  return (
    <Link
      to={appointmentPaths.appointment(appointment._id)}
      className={`appointments-block appointments-block--${status}${onPointerDown ? ' appointments-block--draggable' : ''}`}
      data-appointment={appointment._id}
      draggable={false}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <span className="appointments-block__time">
        {time}–{endTime}
      </span>{' '}
      <span className="appointments-block__pet">{patient.name}</span>{' '}
      <span className="appointments-block__owner">{owner.name}</span>{' '}
      <span className="appointments-block__kind">{KIND_LABELS[kind]}</span> <StatusTag status={status} />
    </Link>
  );
}

/** The copy that follows the pointer while a block is dragged (hidden from screen readers). */
export function DragGhost({ appointment, x, y }: { appointment: Appointment; x: number; y: number }) {
  return (
    <div className="appointments-ghost" aria-hidden="true" style={{ left: x + 8, top: y + 8 }}>
      <strong>{appointment.time}</strong> {appointment.patient.name}
      <span className="appointments-block__kind"> · {KIND_LABELS[appointment.kind]}</span>
    </div>
  );
}
