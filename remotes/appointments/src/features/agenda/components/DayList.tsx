// «Lista del día»: the front desk's list of the day's appointments by time, each with its owner's phone
// and the buttons its status allows. From a tablet on a table; on a phone each row reads as a card.
import { Link } from 'react-router-dom';
import { formatPhone, telUrl } from '@vet/shared-ui';
import type { Appointment } from '../../../api/types';
import { StatusActions } from '../../../components/StatusActions';
import { StatusTag } from '../../../components/StatusTag';
import { KIND_LABELS, attendantName } from '../../../labels';
import { MSG } from '../../../messages';
import { appointmentPaths } from '../../../paths';

export function DayList({ caption, appointments }: { caption: string; appointments: Appointment[] }) {
  const sorted = [...appointments].sort((a, b) => a.time.localeCompare(b.time));
  if (sorted.length === 0) return <p className="appointments-empty">{MSG.noAppointmentsDay}</p>;
  return (
    <table className="appointments-list">
      <caption className="appointments-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Hora</th>
          <th scope="col">Mascota</th>
          <th scope="col">Propietario</th>
          <th scope="col">Tipo</th>
          <th scope="col">Atiende</th>
          <th scope="col">Estado</th>
          <th scope="col">Acciones</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((appointment) => (
          <tr key={appointment._id} data-appointment-row={appointment._id}>
            <th scope="row" data-label="Hora">
              <Link to={appointmentPaths.appointment(appointment._id)}>
                {appointment.time}–{appointment.endTime}
              </Link>
            </th>
            <td data-label="Mascota">{appointment.patient.name}</td>
            <td data-label="Propietario">
              {appointment.owner.name}
              {appointment.owner.contact && (
                <>
                  {' '}
                  <a href={telUrl(appointment.owner.contact)} className="appointments-phone">
                    {formatPhone(appointment.owner.contact)}
                  </a>
                </>
              )}
            </td>
            <td data-label="Tipo">{KIND_LABELS[appointment.kind]}</td>
            <td data-label="Atiende">{attendantName(appointment)}</td>
            <td data-label="Estado">
              <StatusTag status={appointment.status} />
            </td>
            <td data-label="Acciones">
              <StatusActions appointment={appointment} size="small" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
