// /notifications: what the front desk acts on — today's appointments, reminders waiting to go by
// WhatsApp (one click opens WhatsApp with the message written and marks it sent), reminders whose e-mail
// failed («Reintentar»), and the pets whose vaccine or deworming is overdue
// (docs/product/appointments.md#notificaciones).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, formatPhone, toast, whatsAppUrl } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { LoadError, Loading, PageHeader } from '@vet/shared-ui/page';
import { PermittedButton } from '@vet/shared-ui/permission';
import { StatusTag } from '../../components/StatusTag';
import { shortDay } from '../../calendar';
import { KIND_LABELS, attendantName } from '../../labels';
import { appointmentPaths } from '../../paths';
import {
  useGetNotificationsQuery,
  useMarkReminderSentMutation,
  useRetryReminderMutation,
  type Reminder,
} from './api/notificationEndpoints';
import { NOTIFY } from './notificationMessages';
import './notifications.css';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `notifications-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="appointments-notify__section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="appointments-notify__count">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function WhatsappReminder({ reminder }: { reminder: Reminder }) {
  const [markSent, { isLoading }] = useMarkReminderSentMutation();
  const href = `${whatsAppUrl(reminder.ownerContact)}?text=${encodeURIComponent(reminder.whatsappText)}`;
  // The link opens WhatsApp in another tab; the same click records the reminder as sent.
  const onSend = () => {
    window.open(href, '_blank', 'noopener,noreferrer');
    markSent(reminder._id)
      .unwrap()
      .then((answer) => toast.success(answer.msg))
      .catch((error: unknown) => toast.error(errorMessage(error, NOTIFY.markFailed)));
  };
  return (
    <li className="appointments-notify__item">
      <p>{reminder.sentence}</p>
      <p className="appointments-muted">
        {reminder.ownerName} · {formatPhone(reminder.ownerContact)}
      </p>
      <PermittedButton permission="appointments.write" type="primary" loading={isLoading} onClick={onSend}>
        {NOTIFY.sendWhatsapp}
      </PermittedButton>
    </li>
  );
}

function FailedReminder({ reminder }: { reminder: Reminder }) {
  const [retry, { isLoading }] = useRetryReminderMutation();
  const onRetry = () =>
    retry(reminder._id)
      .unwrap()
      .then((answer) => toast.success(answer.msg))
      .catch((error: unknown) => toast.error(errorMessage(error, NOTIFY.retryFailed)));
  return (
    <li className="appointments-notify__item">
      <p>{reminder.sentence}</p>
      <p className="appointments-muted">
        {reminder.ownerName} · {reminder.ownerEmail} · {reminder.lastError}
      </p>
      <PermittedButton permission="appointments.write" loading={isLoading} onClick={onRetry}>
        {NOTIFY.retry}
      </PermittedButton>
    </li>
  );
}

export default function NotificationsPage() {
  const query = useGetNotificationsQuery();
  const { data } = query;
  if (!data) {
    return (
      <div className="appointments-notify">
        <PageHeader title={NOTIFY.title} />
        {query.error ? (
          <LoadError
            title={NOTIFY.loadFailed}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Loading label={NOTIFY.loading} />
        )}
      </div>
    );
  }
  return (
    <div className="appointments-notify">
      <PageHeader title={NOTIFY.title} />
      <Section title={NOTIFY.today} count={data.today.length}>
        {data.today.length === 0 ? (
          <p>{NOTIFY.noneToday}</p>
        ) : (
          <ul className="appointments-notify__list">
            {data.today.map((a) => (
              <li key={a._id} className="appointments-notify__item appointments-notify__row">
                <Link to={appointmentPaths.appointment(a._id)}>
                  {a.time}–{a.endTime} · {a.patient.name} ({a.owner.name}) · {KIND_LABELS[a.kind]} ·{' '}
                  {attendantName(a)}
                </Link>{' '}
                <StatusTag status={a.status} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={NOTIFY.whatsapp} count={data.whatsapp.length}>
        {data.whatsapp.length === 0 ? (
          <p>{NOTIFY.noneWhatsapp}</p>
        ) : (
          <ul className="appointments-notify__list">
            {data.whatsapp.map((r) => (
              <WhatsappReminder key={r._id} reminder={r} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={NOTIFY.failed} count={data.failed.length}>
        {data.failed.length === 0 ? (
          <p>{NOTIFY.noneFailed}</p>
        ) : (
          <ul className="appointments-notify__list">
            {data.failed.map((r) => (
              <FailedReminder key={r._id} reminder={r} />
            ))}
          </ul>
        )}
      </Section>
      <Section title={NOTIFY.overdue} count={data.overdue.length}>
        {data.overdue.length === 0 ? (
          <p>{NOTIFY.noneOverdue}</p>
        ) : (
          <ul className="appointments-notify__list">
            {data.overdue.map((d) => (
              <li key={d.preventiveId} className="appointments-notify__item">
                <Link to={paths.petHistory(d.patientId)}>{d.petName}</Link>:{' '}
                {NOTIFY.doseOf(d.kind, d.product)} {NOTIFY.dueSince(shortDay(d.nextDue))}
                <span className="appointments-muted">
                  {' '}
                  · {d.ownerName} · {formatPhone(d.ownerContact)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
