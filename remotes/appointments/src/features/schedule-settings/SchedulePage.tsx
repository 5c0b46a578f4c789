// /appointments/schedule «Horario de la agenda» (issue 27, point 1): the administrator (clinic.manage) sets
// the clinic's time zone, the agenda's slot, each weekday's hours (or closed) and the reminders' lead
// times. The save sends the whole schedule with the version the form loaded; a stale one shows
// StaleRecordAlert, whose «Recargar» starts the form over from the schedule as it is now. Another role
// reached here by its address reads why, and the way back to the agenda.
import { useNavigate } from 'react-router-dom';
import type { Path, UseFormSetError } from 'react-hook-form';
import { LinkButton, errorMessage, fieldErrors, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader, StaleAlert } from '@vet/shared-ui/page';
import { PermissionRequired } from '@vet/shared-ui/permission';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { useGetScheduleQuery, useUpdateScheduleMutation } from '../../api/clinicEndpoints';
import { MSG } from '../../messages';
import { appointmentPaths } from '../../paths';
import { ScheduleForm, type ScheduleSubmit } from './components/ScheduleForm';
import { SCHEDULE_MSG } from './scheduleMessages';
import { isFormField, toBody, valuesOf, type ScheduleFormValues } from './scheduleSchema';
import '../appointment-form/appointmentForm.css';
import './scheduleSettings.css';

/** The server's field messages under their fields; its word on the week as a whole above the days. */
function showFieldErrors(failure: unknown, setError: UseFormSetError<ScheduleFormValues>) {
  for (const { field, msg } of fieldErrors(failure)) {
    if (!isFormField(field)) continue;
    const path = field === 'openingHours' ? 'openingHours.root' : field;
    setError(path as Path<ScheduleFormValues>, { type: 'server', message: msg });
  }
}

function ScheduleSettings() {
  const navigate = useNavigate();
  const { data: schedule, error, isFetching, refetch } = useGetScheduleQuery();
  const [update, { isLoading: saving }] = useUpdateScheduleMutation();
  const stale = useStaleRecord();
  const agenda = appointmentPaths.agenda();
  const retry = () => void refetch();

  const header = <PageHeader title={SCHEDULE_MSG.title} back={{ to: agenda, label: MSG.agendaTitle }} />;
  if (!schedule) {
    return (
      <div className="appointments-form-page">
        {header}
        {error ? (
          <LoadError title={SCHEDULE_MSG.loadFailed} error={error} retrying={isFetching} onRetry={retry} />
        ) : (
          <Loading label={SCHEDULE_MSG.loading} />
        )}
      </div>
    );
  }

  const onSubmit: ScheduleSubmit = async (values, setError) => {
    try {
      const answer = await update(toBody(values, schedule.version)).unwrap();
      toast.success(answer.msg || SCHEDULE_MSG.saved);
    } catch (failure) {
      if (stale.caught(failure)) return;
      showFieldErrors(failure, setError);
      toast.error(errorMessage(failure, SCHEDULE_MSG.saveFailed));
    }
  };

  return (
    <div className="appointments-form-page">
      {header}
      {/* A reload that failed keeps the schedule on screen, and says so. */}
      {error && <StaleAlert title={SCHEDULE_MSG.reloadFailed} retrying={isFetching} onRetry={retry} />}
      {stale.stale && <StaleRecordAlert refetch={refetch} onReloaded={stale.reloaded} />}
      <ScheduleForm
        // A fresh schedule (saved here or reloaded) starts the form over from it.
        key={`${schedule.version}:${stale.formKey}`}
        initialValues={valuesOf(schedule)}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={() => navigate(agenda)}
      />
    </div>
  );
}

export default function SchedulePage() {
  return (
    <PermissionRequired
      permission="clinic.manage"
      back={<LinkButton to={appointmentPaths.agenda()}>{SCHEDULE_MSG.backToAgenda}</LinkButton>}
    >
      <ScheduleSettings />
    </PermissionRequired>
  );
}
