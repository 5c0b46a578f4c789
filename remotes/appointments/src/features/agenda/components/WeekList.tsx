// The week of everyone («Todos» in the week view): too many people for columns, so each day's
// appointments as a compact list, the day its heading.
import { Link } from 'react-router-dom';
import type { Appointment } from '../../../api/types';
import { StatusTag } from '../../../components/StatusTag';
import { longDay } from '../../../calendar';
import { KIND_LABELS, attendantName } from '../../../labels';
import { MSG } from '../../../messages';
import { appointmentPaths } from '../../../paths';

export function WeekList({
  days,
  appointments,
  closed,
}: {
  days: string[];
  appointments: Appointment[];
  /** Whether the clinic is closed that day. */
  closed: (day: string) => boolean;
}) {
  return (
    <div className="appointments-week-list">
      {days.map((day) => {
        const those = appointments
          .filter((appointment) => appointment.date === day)
          .sort((a, b) => a.time.localeCompare(b.time));
        return (
          <section key={day} className="appointments-week-list__day" aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`}>{longDay(day)}</h3>
            {those.length === 0 ? (
              <p className="appointments-muted">{closed(day) ? MSG.closedDay : MSG.noAppointmentsWeekDay}</p>
            ) : (
              <ul>
                {those.map((appointment) => (
                  <li key={appointment._id}>
                    <Link to={appointmentPaths.appointment(appointment._id)}>
                      <strong>{appointment.time}</strong> {appointment.patient.name} ·{' '}
                      {KIND_LABELS[appointment.kind]} · {attendantName(appointment)}
                    </Link>{' '}
                    <StatusTag status={appointment.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
