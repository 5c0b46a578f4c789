// «Horario de la agenda»'s form: the zone, the slot, a group per weekday (Monday first: «Abre», «Cierra»,
// «Cerrado»), and the reminders' lead times. The screen decides what to send; a refused submit says so.
import { useMemo } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { Controller, useForm, useWatch, type Control, type UseFormSetError } from 'react-hook-form';
import { toast } from '@vet/shared-ui';
import { FormActions, FormField, NumberInput, type FormFieldInput } from '@vet/shared-ui/form';
import { maskTime } from '../../appointment-form/appointmentSchema';
import { SCHEDULE_MSG as MSG, WEEKDAYS } from '../scheduleMessages';
import { SLOT_MINUTES, scheduleResolver, timeZones, type ScheduleFormValues } from '../scheduleSchema';
import { zoneChangeNote } from '../zoneChange';

export type ScheduleSubmit = (
  values: ScheduleFormValues,
  setError: UseFormSetError<ScheduleFormValues>,
) => Promise<void>;

interface ScheduleFormProps {
  initialValues: ScheduleFormValues;
  saving: boolean;
  onSubmit: ScheduleSubmit;
  onCancel: () => void;
}

const SLOT_OPTIONS = SLOT_MINUTES.map((minutes) => ({ value: minutes, label: `${minutes} minutos` }));

function TimeField({
  control,
  index,
  part,
  label,
  closed,
}: {
  control: Control<ScheduleFormValues>;
  index: number;
  part: 'open' | 'close';
  label: string;
  closed: boolean;
}) {
  return (
    <FormField control={control} name={`openingHours.${index}.${part}`} label={label}>
      {(field) => (
        <Input
          id={field.id}
          ref={field.ref}
          value={(field.value as string) ?? ''}
          onChange={(event) => field.onChange(maskTime(event.target.value))}
          onBlur={field.onBlur}
          status={closed ? undefined : field.status}
          aria-invalid={closed ? undefined : field['aria-invalid']}
          aria-describedby={field['aria-describedby']}
          disabled={closed}
          placeholder="hh:mm"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
        />
      )}
    </FormField>
  );
}

function DayRow({ control, index }: { control: Control<ScheduleFormValues>; index: number }) {
  const closed = useWatch({ control, name: `openingHours.${index}.closed` });
  const name = WEEKDAYS[index];
  return (
    <fieldset className="appointments-schedule__day">
      <legend className="appointments-schedule__day-name">{name}</legend>
      <TimeField control={control} index={index} part="open" label="Abre" closed={closed} />
      <TimeField control={control} index={index} part="close" label="Cierra" closed={closed} />
      <Controller
        control={control}
        name={`openingHours.${index}.closed`}
        render={({ field }) => (
          <label className="appointments-schedule__closed">
            <input
              type="checkbox"
              id={`field-openingHours.${index}.closed`}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
            Cerrado
          </label>
        )}
      />
    </fieldset>
  );
}

export function ScheduleForm({ initialValues, saving, onSubmit, onCancel }: ScheduleFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ScheduleFormValues>({ resolver: scheduleResolver(), defaultValues: initialValues });
  const zones = useMemo(
    () => timeZones(initialValues.timeZone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [initialValues.timeZone],
  );
  const submit = handleSubmit(
    (values) => onSubmit(values, setError),
    () => toast.error(MSG.checkForm),
  );
  // Another zone than the saved one: what it does to the appointments already booked.
  const chosenZone = useWatch({ control, name: 'timeZone' });
  const zoneNote = zoneChangeNote(initialValues.timeZone, chosenZone);
  // The server's refusal of the week as a whole (no field of one day).
  const weekError = errors.openingHours?.root?.message ?? errors.openingHours?.message;

  return (
    <Form layout="vertical" component="div">
      <form onSubmit={submit} noValidate className="appointments-schedule__form">
        <div className="appointments-form__row appointments-schedule__row">
          <FormField control={control} name="timeZone" label="Zona horaria" required extra={zoneNote}>
            {({ id, ref, value, onChange, onBlur, status, ...aria }) => (
              <Select
                id={id}
                ref={ref}
                aria-describedby={aria['aria-describedby']}
                value={(value as string) || undefined}
                onChange={onChange}
                onBlur={onBlur}
                status={status}
                options={zones}
                showSearch={{ optionFilterProp: 'label' }}
              />
            )}
          </FormField>
          <FormField control={control} name="slotMinutes" label="Duración de cada espacio" required>
            {({ id, ref, value, onChange, onBlur, status, ...aria }) => (
              <Select
                id={id}
                ref={ref}
                aria-describedby={aria['aria-describedby']}
                value={(value as number | null) ?? undefined}
                onChange={onChange}
                onBlur={onBlur}
                status={status}
                options={SLOT_OPTIONS}
                virtual={false}
              />
            )}
          </FormField>
        </div>
        <fieldset className="appointments-schedule__week">
          <legend className="appointments-schedule__legend">Horario de atención</legend>
          <p className="appointments-muted">{MSG.hoursIntro}</p>
          {weekError && <Alert type="error" showIcon role="alert" title={weekError} />}
          {WEEKDAYS.map((day, index) => (
            <DayRow key={day} control={control} index={index} />
          ))}
        </fieldset>
        <div className="appointments-form__row appointments-schedule__row">
          <FormField
            control={control}
            name="appointmentReminderHours"
            label="Recordatorio de citas"
            extra="Horas antes de la cita (1 a 168)"
            required
          >
            {wholeNumberInput}
          </FormField>
          <FormField
            control={control}
            name="preventiveReminderDays"
            label="Aviso de vacunas y desparasitaciones"
            extra="Días antes de la fecha prevista (1 a 60)"
            required
          >
            {wholeNumberInput}
          </FormField>
        </div>
        <FormActions onCancel={onCancel} submitting={saving} submitLabel="Guardar" />
      </form>
    </Form>
  );
}

/** A lead time's field: whole numbers, es-ES digits (the limits are the schema's, said under it). */
function wholeNumberInput(field: FormFieldInput<number | null>) {
  return (
    <NumberInput
      id={field.id}
      ref={field.ref}
      aria-describedby={field['aria-describedby']}
      value={field.value}
      onChange={(value) => field.onChange(value ?? null)}
      onBlur={field.onBlur}
      status={field.status}
      aria-invalid={field['aria-invalid']}
      inputMode="numeric"
      style={{ width: '100%' }}
    />
  );
}
