// «Datos de la consulta»: when (now by default, never after today), who attended (the clinic's vets), the
// motivo and the anamnesis.
import { Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Control } from 'react-hook-form';
import { errorMessage } from '@vet/shared-ui';
import { DateTimeInput, FormField } from '@vet/shared-ui/form';
import { StaleAlert } from '@vet/shared-ui/page';
import { MSG } from '../../../messages';
import { LIMITS, type ConsultationFormValues } from '../consultationSchema';
import type { VetChoices } from '../../../hooks/useVetChoices';
import { TextAreaField } from './TextAreaField';

export function VisitFields({
  control,
  vets,
}: {
  control: Control<ConsultationFormValues>;
  vets: VetChoices;
}) {
  return (
    <>
      <FormField control={control} name="date" label="Fecha y hora" required>
        {(field) => (
          <DateTimeInput
            id={field.id}
            ref={field.ref}
            aria-describedby={field['aria-describedby']}
            value={field.value as Dayjs | null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            status={field.status}
            notAfterToday
          />
        )}
      </FormField>
      {!!vets.error && (
        <StaleAlert
          title={`${MSG.vetsFailed} ${errorMessage(vets.error, '')}`.trim()}
          retrying={vets.retrying}
          onRetry={vets.retry}
        />
      )}
      <FormField control={control} name="vetId" label="Médico tratante" required>
        {({ id, value, onChange, onBlur, status, ref, 'aria-describedby': describedBy }) => (
          <Select
            id={id}
            ref={ref}
            aria-describedby={describedBy}
            // An empty value shows the placeholder, not an empty choice.
            value={(value as string) || undefined}
            onChange={onChange}
            onBlur={onBlur}
            status={status}
            options={vets.options}
            loading={vets.loading}
            placeholder={vets.loading ? 'Cargando...' : 'Elige al médico tratante'}
            // Every option in the DOM: a clinic has a few vets, and tests and screen readers find each one.
            virtual={false}
          />
        )}
      </FormField>
      <FormField control={control} name="reason" label="Motivo de consulta" required>
        {(field) => (
          <Input
            {...field}
            value={(field.value as string) ?? ''}
            autoComplete="off"
            maxLength={LIMITS.reason}
          />
        )}
      </FormField>
      <TextAreaField control={control} name="anamnesis" label="Anamnesis" max={LIMITS.text} rows={4} />
    </>
  );
}
