// What both appointment forms need before they show: the clinic's schedule (the slot length, today) and who
// may attend; and what a refused save means for the form.
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors, errorMessage, errorStatus, toast } from '@vet/shared-ui';
import { useGetClinicPeopleQuery, useGetScheduleQuery } from '../../api/clinicEndpoints';
import { MSG } from '../../messages';
import { FORM_FIELDS, type AppointmentFormValues } from './appointmentSchema';

export function useFormSources() {
  const schedule = useGetScheduleQuery();
  const people = useGetClinicPeopleQuery();
  const error = schedule.error ?? people.error;
  return {
    schedule: schedule.data,
    members: people.data,
    error,
    errorTitle: schedule.error ? MSG.scheduleFailed : MSG.peopleFailed,
    retrying: schedule.isFetching || people.isFetching,
    retry: () => {
      if (schedule.error) void schedule.refetch();
      if (people.error) void people.refetch();
    },
  };
}

/** The server's refusal of a save: its field messages under their fields, a 409 (the person is busy
 *  then, a move a final status does not allow) above the buttons, anything else in a toast. */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const show = (failure: unknown, setError: UseFormSetError<AppointmentFormValues>) => {
    applyServerErrors(failure, FORM_FIELDS, setError);
    if (errorStatus(failure) === 409) setRefusal(errorMessage(failure, MSG.unexpected));
    else toast.error(errorMessage(failure, MSG.unexpected));
  };
  return { refusal, show, clear: () => setRefusal(undefined) };
}
