// The appointment form shared by «Nueva cita» and «Editar cita»: the pet (searched), who attends, the type,
// the day (dd/mm/aaaa), the time, the length and notes. The screens decide what to send; a refused submit
// says so, and the server's own refusal of a time (busy, closed, past) shows above the buttons.
import { Alert, Form, Input, Select } from 'antd';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { toast } from '@vet/shared-ui';
import { DateInput, FormActions, FormField, NumberInput, SelectField } from '@vet/shared-ui/form';
import type { Person } from '../../../api/types';
import { APPOINTMENT_KINDS, KIND_LABELS } from '../../../labels';
import { MSG } from '../../../messages';
import { NOTES_MAX, appointmentResolver, maskTime, type AppointmentFormValues } from '../appointmentSchema';
import type { PatientChoice } from '../../../api/types';
import { PetPicker } from './PetPicker';
import '../appointmentForm.css';

export type AppointmentSubmit = (
  values: AppointmentFormValues,
  setError: UseFormSetError<AppointmentFormValues>,
) => Promise<void>;

export interface AppointmentFormProps {
  initialValues: AppointmentFormValues;
  /** Who may attend (the agenda's people, the stored one included). */
  people: Person[];
  /** The pet already chosen, named. */
  chosenPet?: { _id: string; label: string };
  /** Pets offered before any search (an owner's). */
  suggestedPets?: PatientChoice[];
  /** A Peluquero: «Peluquería» is the only type. */
  groomingOnly: boolean;
  /** The server's refusal that belongs to no field (a busy time: 409), shown above the buttons. */
  refusal?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: AppointmentSubmit;
  onCancel: () => void;
}

export function AppointmentForm({
  initialValues,
  people,
  chosenPet,
  suggestedPets,
  groomingOnly,
  refusal,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: AppointmentFormProps) {
  const { control, handleSubmit, setError } = useForm<AppointmentFormValues>({
    resolver: appointmentResolver(groomingOnly),
    defaultValues: initialValues,
  });
  const kinds = (groomingOnly ? (['grooming'] as const) : APPOINTMENT_KINDS).map((kind) => ({
    value: kind,
    label: KIND_LABELS[kind],
  }));
  const submit = handleSubmit(
    (values) => onSubmit(values, setError),
    () => toast.error(MSG.checkForm),
  );

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate className="appointments-form">
        <FormField control={control} name="patientId" label="Mascota" required>
          {(field) => (
            <PetPicker
              id={field.id}
              ref={field.ref}
              aria-describedby={field['aria-describedby']}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              status={field.status}
              chosen={chosenPet}
              suggested={suggestedPets}
            />
          )}
        </FormField>
        <FormField control={control} name="vetId" label="Quién atiende" required>
          {({ id, value, onChange, onBlur, status, ref, 'aria-describedby': describedBy }) => (
            <Select
              id={id}
              ref={ref}
              aria-describedby={describedBy}
              value={(value as string) || undefined}
              onChange={onChange}
              onBlur={onBlur}
              status={status}
              options={people.map((person) => ({ value: person._id, label: person.name }))}
              placeholder={MSG.choosePerson}
              virtual={false}
            />
          )}
        </FormField>
        <SelectField
          control={control}
          name="kind"
          label="Tipo de cita"
          required
          options={kinds}
          extra={groomingOnly ? MSG.groomerKindOnly : undefined}
        />
        <div className="appointments-form__row">
          <FormField control={control} name="date" label="Fecha" required>
            {(field) => (
              <DateInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
              />
            )}
          </FormField>
          <FormField control={control} name="time" label="Hora" required>
            {(field) => (
              <Input
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={(field.value as string) ?? ''}
                onChange={(event) => field.onChange(maskTime(event.target.value))}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
                placeholder="hh:mm"
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
              />
            )}
          </FormField>
          <FormField control={control} name="durationMinutes" label="Duración (minutos)" required>
            {(field) => (
              <NumberInput
                id={field.id}
                ref={field.ref}
                aria-describedby={field['aria-describedby']}
                value={field.value as number | null}
                onChange={(value) => field.onChange(value ?? null)}
                onBlur={field.onBlur}
                status={field.status}
                aria-invalid={field['aria-invalid']}
                step={5}
                inputMode="numeric"
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </div>
        <FormField control={control} name="notes" label="Notas" extra="Opcional">
          {(field) => (
            <Input.TextArea
              id={field.id}
              ref={field.ref}
              aria-describedby={field['aria-describedby']}
              value={(field.value as string) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              status={field.status}
              rows={3}
              maxLength={NOTES_MAX}
              showCount
            />
          )}
        </FormField>
        {refusal && (
          <Alert type="error" showIcon role="alert" title={refusal} className="appointments-form__refusal" />
        )}
        <FormActions onCancel={onCancel} submitting={submitting} submitLabel={submitLabel} />
      </form>
    </Form>
  );
}
