// /appointments/:id: one appointment — the pet (its record), the owner with their phone and WhatsApp, the
// type, day and time (the clinic's wall clock), who attends, the notes; its status with the buttons the
// status allows; «Historial de estados» (who set each one and when, «El propietario» when the owner did it
// through the reminder); «Editar».
import { Link, useParams } from 'react-router-dom';
import { LinkButton, errorStatus, formatDateTime, formatPhone, telUrl, whatsAppUrl } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { LoadError, Loading, PageHeader, RecordAuthors } from '@vet/shared-ui/page';
import { useGetAppointmentQuery } from '../../api/appointmentEndpoints';
import type { StatusChange } from '../../api/types';
import { AppointmentAction } from '../../components/AppointmentAction';
import { StatusActions } from '../../components/StatusActions';
import { StatusTag } from '../../components/StatusTag';
import { longDay, shortDay } from '../../calendar';
import { KIND_LABELS, NEXT_STATUSES, attendantName } from '../../labels';
import { MSG } from '../../messages';
import { appointmentPaths } from '../../paths';
import './appointmentDetail.css';
import '../../components/components.css';

function HistoryLine({ change }: { change: StatusChange }) {
  const who = change.byOwner ? MSG.byOwner : change.by;
  return (
    <li>
      <StatusTag status={change.status} />{' '}
      <span className="appointments-muted">
        {formatDateTime(change.at)}
        {who && ` · ${who}`}
      </span>
    </li>
  );
}

export default function AppointmentDetailPage() {
  const { id = '' } = useParams();
  const query = useGetAppointmentQuery(id, { skip: !id });
  const { data: appointment } = query;

  if (!appointment) {
    const missing = errorStatus(query.error) === 404;
    return (
      <div className="appointments-detail">
        <PageHeader title="Cita" back={{ to: appointmentPaths.agenda(), label: MSG.agendaTitle }} />
        {query.error ? (
          <LoadError
            title={missing ? MSG.appointmentNotFound : MSG.appointmentFailed}
            error={missing ? undefined : query.error}
            retrying={query.isFetching}
            onRetry={missing ? undefined : () => void query.refetch()}
            action={<LinkButton to={appointmentPaths.agenda()}>{MSG.backToAgenda}</LinkButton>}
          />
        ) : (
          <Loading label={MSG.loadingAppointment} />
        )}
      </div>
    );
  }

  const { patient, owner, date, time, endTime } = appointment;
  const final = NEXT_STATUSES[appointment.status].length === 0;
  return (
    <div className="appointments-detail">
      <PageHeader
        title={MSG.detailTitle(patient.name, shortDay(date), time)}
        back={{ to: appointmentPaths.agenda(date), label: MSG.agendaTitle }}
        subtitle={<RecordAuthors record={appointment} />}
        actions={
          <AppointmentAction kind={appointment.kind} to={appointmentPaths.editAppointment(appointment._id)}>
            Editar
          </AppointmentAction>
        }
      />
      <section className="appointments-detail__box" aria-labelledby="appointment-status">
        <h2 id="appointment-status">
          Estado: <StatusTag status={appointment.status} />
        </h2>
        {final ? (
          <p className="appointments-muted">{MSG.finalStatus}</p>
        ) : (
          <StatusActions appointment={appointment} />
        )}
      </section>
      <section className="appointments-detail__box" aria-labelledby="appointment-data">
        <h2 id="appointment-data">Datos de la cita</h2>
        <dl className="appointments-detail__facts">
          <dt>Mascota</dt>
          <dd>
            <Link to={paths.pet(patient._id)}>{patient.name}</Link>{' '}
            <span className="appointments-muted">({patient.species})</span>
          </dd>
          <dt>Propietario</dt>
          <dd>
            <div>{owner.name}</div>
            {owner.contact && (
              <div className="appointments-detail__contact">
                <a href={telUrl(owner.contact)}>{formatPhone(owner.contact)}</a>
                <a href={whatsAppUrl(owner.contact)} target="_blank" rel="noreferrer">
                  {MSG.writeWhatsApp}
                </a>
              </div>
            )}
            {owner.email && <a href={`mailto:${owner.email}`}>{owner.email}</a>}
          </dd>
          <dt>Tipo</dt>
          <dd>{KIND_LABELS[appointment.kind]}</dd>
          <dt>Fecha y hora</dt>
          <dd>
            {longDay(date)}, {time}–{endTime} ({appointment.durationMinutes} min)
          </dd>
          <dt>Atiende</dt>
          <dd>{attendantName(appointment)}</dd>
          <dt>Notas</dt>
          <dd className="appointments-detail__notes">{appointment.notes || MSG.noNotes}</dd>
        </dl>
      </section>
      <section className="appointments-detail__box" aria-labelledby="appointment-history">
        <h2 id="appointment-history">{MSG.historyTitle}</h2>
        {appointment.statusHistory.length === 0 ? (
          <p className="appointments-muted">{MSG.noHistory}</p>
        ) : (
          <ol className="appointments-detail__history">
            {appointment.statusHistory.map((change, index) => (
              <HistoryLine key={`${change.at}-${index}`} change={change} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
