// /appointments/new?date=&time=&vetId=&patientId=&ownerId= «Nueva cita»: the form prefilled from the
// address (a free slot of the agenda, «Programar Cita» on an owner — their only pet chosen, or their pets
// offered first — or on a pet), the slot's length by default. One
// Idempotency-Key per attempt; saved, back to the agenda on the appointment's day.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast, useCurrentUser } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader } from '@vet/shared-ui/page';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { useCreateAppointmentMutation } from '../../api/appointmentEndpoints';
import { clinicNow, isDay } from '../../calendar';
import { agendaPeople } from '../../hooks/useAgendaPeople';
import { useAppointmentGate } from '../../hooks/useAppointmentGate';
import { MSG } from '../../messages';
import { appointmentPaths } from '../../paths';
import { useGetOwnerPetsQuery, useGetPatientChoiceQuery } from './api/patientSearchEndpoints';
import { toBody, type AppointmentFormValues } from './appointmentSchema';
import { AppointmentForm, type AppointmentSubmit } from './components/AppointmentForm';
import { petLabel } from './components/PetPicker';
import { useFormSources, useRefusal } from './hooks';

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export default function NewAppointmentPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { user } = useCurrentUser();
  const gate = useAppointmentGate();
  const sources = useFormSources();
  const ownerId = search.get('ownerId') ?? '';
  const ownerPets = useGetOwnerPetsQuery(ownerId, { skip: !ownerId || search.has('patientId') });
  const onlyPet = ownerPets.data?.length === 1 ? ownerPets.data[0]._id : '';
  const patientId = search.get('patientId') ?? onlyPet;
  const pet = useGetPatientChoiceQuery(patientId, { skip: !patientId });
  const [create, { isLoading }] = useCreateAppointmentMutation();
  const submission = useSubmissionKey();
  const refusal = useRefusal();
  const people = useMemo(() => agendaPeople(sources.members), [sources.members]);
  const back = appointmentPaths.agenda(search.get('date') ?? undefined);
  const header = <PageHeader title={MSG.newTitle} back={{ to: back, label: MSG.agendaTitle }} />;

  if (!sources.schedule || !sources.members || ownerPets.isLoading || (patientId && pet.isLoading)) {
    return (
      <div className="appointments-form-page">
        {header}
        {sources.error ? (
          <LoadError
            title={sources.errorTitle}
            error={sources.error}
            retrying={sources.retrying}
            onRetry={sources.retry}
          />
        ) : (
          <Loading label={MSG.loadingForm} />
        )}
      </div>
    );
  }

  const date = search.get('date');
  const time = search.get('time');
  const vetId = search.get('vetId');
  const initialValues: AppointmentFormValues = {
    // A pet the address names but the clinic does not have is left to choose.
    patientId: pet.data ? patientId : '',
    vetId: vetId ?? (people.some((person) => person._id === user?._id) ? (user?._id ?? '') : ''),
    kind: gate.groomingOnly ? 'grooming' : 'consultation',
    date: isDay(date) ? date : clinicNow(sources.schedule.timeZone).day,
    time: time && HHMM.test(time) ? time : '',
    durationMinutes: sources.schedule.slotMinutes,
    notes: '',
  };

  const onSubmit: AppointmentSubmit = (values, setError) =>
    submission.once(async () => {
      refusal.clear();
      try {
        const answer = await create({ body: toBody(values), submissionKey: submission.key }).unwrap();
        toast.success(answer.msg || MSG.created);
        navigate(appointmentPaths.agenda(answer.appointment.date));
      } catch (failure) {
        submission.refused(failure);
        refusal.show(failure, setError);
      }
    });

  return (
    <div className="appointments-form-page">
      {header}
      <AppointmentForm
        initialValues={initialValues}
        people={people}
        chosenPet={pet.data ? { _id: pet.data._id, label: petLabel(pet.data) } : undefined}
        suggestedPets={ownerPets.data}
        groomingOnly={gate.groomingOnly}
        refusal={refusal.refusal}
        submitLabel="Agendar cita"
        submitting={isLoading}
        onSubmit={onSubmit}
        onCancel={() => navigate(back)}
      />
    </div>
  );
}
