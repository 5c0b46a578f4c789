// «Citas de hoy» on the desktop «Panel de Resumen» (docs/product/appointments.md#notificaciones): the
// appointments of the clinic's day (its time zone, from its schedule) not cancelled. Part of the remote's
// module, not a lazy chunk, like the other counters (a component that suspends holds a cold dashboard back).
import { CalendarIcon } from '@vet/shared-ui/icons';
import { CountCard } from '@vet/shared-ui/panel';
import { useGetAgendaQuery } from '../../api/appointmentEndpoints';
import { useGetScheduleQuery } from '../../api/clinicEndpoints';
import { clinicNow } from '../../calendar';
import { appointmentPaths } from '../../paths';

export const TODAY_MSG = {
  label: 'Citas de hoy',
  loading: 'Cargando citas de hoy...',
  failed: 'No se pudo cargar el número de citas de hoy.',
  link: 'Ver agenda',
};

export function AppointmentsTodayWidget() {
  const schedule = useGetScheduleQuery();
  const today = schedule.data ? clinicNow(schedule.data.timeZone).day : undefined;
  const agenda = useGetAgendaQuery(today ? { from: today, to: today } : { from: '', to: '' }, {
    skip: !today,
  });
  const count = agenda.data?.filter((a) => a.status !== 'cancelled').length;
  const failed = schedule.isError || agenda.isError;
  return (
    <CountCard
      icon={<CalendarIcon />}
      label={TODAY_MSG.label}
      value={count}
      loading={!failed && count === undefined}
      failed={failed}
      retrying={schedule.isFetching || agenda.isFetching}
      onRetry={() => void (schedule.isError ? schedule.refetch() : agenda.refetch())}
      loadingLabel={TODAY_MSG.loading}
      failedText={TODAY_MSG.failed}
      link={{ to: appointmentPaths.agenda(), label: TODAY_MSG.link }}
      testId="appointments-today"
    />
  );
}
