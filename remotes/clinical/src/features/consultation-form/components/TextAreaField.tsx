// A free text of the consultation (anamnesis, findings, diagnoses, treatment), with the server's limit.
import { Input } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField } from '@vet/shared-ui/form';
import type { ConsultationFormValues } from '../consultationSchema';

type TextName = 'anamnesis' | 'findings' | 'presumptiveDiagnosis' | 'definitiveDiagnosis' | 'treatment';

export function TextAreaField({
  control,
  name,
  label,
  max,
  rows = 3,
}: {
  control: Control<ConsultationFormValues>;
  name: TextName;
  label: string;
  max: number;
  rows?: number;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => (
        <Input.TextArea
          id={field.id}
          ref={field.ref}
          aria-describedby={field['aria-describedby']}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          status={field.status}
          aria-invalid={field['aria-invalid']}
          rows={rows}
          maxLength={max}
        />
      )}
    </FormField>
  );
}
