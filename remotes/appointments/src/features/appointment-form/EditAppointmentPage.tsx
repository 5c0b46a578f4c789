// /appointments/:id/edit «Editar cita de {pet}»: the form filled with the appointment, sending the whole
// record with the version it started from. A stale save shows StaleRecordAlert and keeps what was typed;
// a member who may not manage it (a Peluquero, another type) reads why instead.
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkButton, StatusPage, errorStatus, toast } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader } from '@vet/shared-ui/page';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { useGetAppointmentQuery, useUpdateAppointmentMutation } from '../../api/appointmentEndpoints';
import { agendaPeople } from '../../hooks/useAgendaPeople';
import { useAppointmentGate } from '../../hooks/useAppointmentGate';
import { MSG } from '../../messages';
import { appointmentPaths } from '../../paths';
import { toBody, valuesOf } from './appointmentSchema';
import { AppointmentForm, type AppointmentSubmit } from './components/AppointmentForm';
import { petLabel } from './components/PetPicker';
import { useFormSources, useRefusal } from './hooks';

export default function EditAppointmentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const gate = useAppointmentGate();
  const sources = useFormSources();
  const query = useGetAppointmentQuery(id, { skip: !id });
  const { data: appointment } = query;
  const [update, { isLoading }] = useUpdateAppointmentMutation();
  const stale = useStaleRecord();
  const refusal = useRefusal();
  const people = useMemo(
    () => agendaPeople(sources.members, appointment ? [appointment] : []),
    [sources.members, appointment],
  );
  const detail = appointmentPaths.appointment(id);

  if (!appointment || !sources.members || !sources.schedule) {
    const missing = errorStatus(query.error) === 404;
    const error = query.error ?? sources.error;
    return (
      <div className="appointments-form-page">
        <PageHeader title="Editar cita" back={{ to: appointmentPaths.agenda(), label: MSG.agendaTitle }} />
        {error ? (
          <LoadError
            title={
              missing ? MSG.appointmentNotFound : query.error ? MSG.appointmentFailed : sources.errorTitle
            }
            error={missing ? undefined : error}
            retrying={query.isFetching || sources.retrying}
            onRetry={
              missing
                ? undefined
                : () => {
                    if (query.error) void query.refetch();
                    sources.retry();
                  }
            }
            action={<LinkButton to={appointmentPaths.agenda()}>{MSG.backToAgenda}</LinkButton>}
          />
        ) : (
          <Loading label={MSG.loadingAppointment} />
        )}
      </div>
    );
  }

  const title = MSG.editTitle(appointment.patient.name);
  const header = <PageHeader title={title} back={{ to: detail, label: MSG.backToAppointment }} />;
  const block = gate.reasonFor(appointment.kind);
  if (block) {
    return (
      <div className="appointments-form-page">
        {header}
        <StatusPage
          tone="warning"
          headingLevel={2}
          title={MSG.notEditableTitle}
          message={block}
          action={<LinkButton to={detail}>{MSG.backToAppointment}</LinkButton>}
        />
      </div>
    );
  }

  const onSubmit: AppointmentSubmit = async (values, setError) => {
    refusal.clear();
    try {
      const answer = await update({
        id: appointment._id,
        version: appointment.version,
        body: toBody(values),
      }).unwrap();
      toast.success(answer.msg || MSG.updated);
      navigate(detail);
    } catch (failure) {
      if (stale.caught(failure)) return;
      refusal.show(failure, setError);
    }
  };

  return (
    <div className="appointments-form-page">
      {header}
      {stale.stale && <StaleRecordAlert refetch={query.refetch} onReloaded={stale.reloaded} />}
      <AppointmentForm
        key={`${appointment.version}:${stale.formKey}`}
        initialValues={valuesOf(appointment)}
        people={people}
        chosenPet={{
          _id: appointment.patient._id,
          label: petLabel({ name: appointment.patient.name, owner: appointment.owner }),
        }}
        groomingOnly={gate.groomingOnly}
        refusal={refusal.refusal}
        submitLabel="Guardar cambios"
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={() => navigate(detail)}
      />
    </div>
  );
}
