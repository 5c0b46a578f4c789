// The buttons an appointment's status allows (Programada → Confirmar, En sala, No asistió, Cancelar;
// Confirmada → the same and Volver a Programada; En sala → Atendida; the final ones none), each sending
// { status, version }. «Cancelar» and «No asistió» end it: they ask first. A member who may not act on it
// (the role, or a Peluquero on another kind) sees them disabled with the reason.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { errorMessage, toast } from '@vet/shared-ui';
import { DisabledAction } from '@vet/shared-ui/permission';
import { useChangeStatusMutation } from '../api/appointmentEndpoints';
import type { Appointment } from '../api/types';
import { shortDay } from '../calendar';
import { useAppointmentGate } from '../hooks/useAppointmentGate';
import { CONFIRMED_MOVES, NEXT_STATUSES, STATUS_ACTIONS, type AppointmentStatus } from '../labels';
import { MSG } from '../messages';

export function StatusActions({
  appointment,
  size,
}: {
  appointment: Appointment;
  size?: 'small' | 'middle';
}) {
  const gate = useAppointmentGate();
  const [change, { isLoading, originalArgs }] = useChangeStatusMutation();
  const [asking, setAsking] = useState<AppointmentStatus | null>(null);
  const moves = NEXT_STATUSES[appointment.status];
  if (moves.length === 0) return null;
  const reason = gate.reasonFor(appointment.kind);
  const { patient, date, time } = appointment;

  const send = async (status: AppointmentStatus) => {
    setAsking(null);
    try {
      const answer = await change({ id: appointment._id, version: appointment.version, status }).unwrap();
      toast.success(answer.msg);
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.statusFailed));
    }
  };

  return (
    <>
      <div role="group" aria-label={MSG.statusGroup(patient.name, time)} className="appointments-actions">
        {moves.map((status) => {
          const label = STATUS_ACTIONS[status];
          const described = `${label}: cita de ${patient.name} a las ${time}`;
          if (reason)
            return (
              <DisabledAction key={status} size={size} reason={reason}>
                {label}
              </DisabledAction>
            );
          return (
            <Button
              key={status}
              size={size}
              danger={CONFIRMED_MOVES.includes(status)}
              type={status === 'confirmed' || status === 'attended' ? 'primary' : 'default'}
              title={described}
              loading={isLoading && originalArgs?.status === status}
              disabled={isLoading}
              onClick={() => (CONFIRMED_MOVES.includes(status) ? setAsking(status) : void send(status))}
            >
              {label}
            </Button>
          );
        })}
      </div>
      <Modal
        open={asking !== null}
        title={asking === 'no_show' ? MSG.confirmNoShowTitle : MSG.confirmCancelTitle}
        okText={asking === 'no_show' ? 'Sí, no asistió' : 'Sí, cancelar la cita'}
        cancelText="Volver"
        okButtonProps={{ danger: true }}
        onOk={() => asking && void send(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking === 'no_show'
            ? MSG.confirmNoShow(patient.name, shortDay(date), time)
            : MSG.confirmCancel(patient.name, shortDay(date), time)}
        </p>
      </Modal>
    </>
  );
}
