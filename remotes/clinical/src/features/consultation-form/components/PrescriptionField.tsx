// One field of a prescription row, drawn from its column's declaration (PrescriptionsEditor's
// COLUMNS): a text, an es-ES number or a choice among a list, labelled, with its message under it.
import { Input } from 'antd';
import type { Control } from 'react-hook-form';
import { FormField, NumberInput, SelectField } from '@vet/shared-ui/form';
import type { ConsultationFormValues, PrescriptionValues } from '../consultationSchema';

interface Common {
  name: keyof PrescriptionValues;
  label: string;
  required?: boolean;
  /** Said under the field. */
  extra?: string;
}

export type PrescriptionColumn = Common &
  (
    | { kind: 'text'; maxLength: number; placeholder?: string }
    | { kind: 'number'; inputMode?: 'numeric'; suffix?: string }
    | { kind: 'select'; options: readonly string[] }
  );

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

export function PrescriptionField({
  control,
  index,
  column,
}: {
  control: Control<ConsultationFormValues>;
  /** The row's place in the list, from 0. */
  index: number;
  column: PrescriptionColumn;
}) {
  const name = `prescriptions.${index}.${column.name}` as const;
  const { label, required, extra } = column;
  if (column.kind === 'select') {
    return (
      <SelectField
        control={control}
        name={name}
        label={label}
        required={required}
        extra={extra}
        options={column.options}
        placeholder="Elegir"
      />
    );
  }
  return (
    <FormField control={control} name={name} label={label} required={required} extra={extra}>
      {(field) =>
        column.kind === 'text' ? (
          <Input
            {...field}
            value={field.value ?? ''}
            autoComplete="off"
            placeholder={column.placeholder}
            maxLength={column.maxLength}
          />
        ) : (
          <NumberInput
            id={field.id}
            ref={field.ref}
            aria-describedby={field['aria-describedby']}
            value={numberOrNull(field.value)}
            onChange={(next) => field.onChange(numberOrNull(next))}
            onBlur={field.onBlur}
            status={field.status}
            aria-invalid={field['aria-invalid']}
            inputMode={column.inputMode}
            suffix={column.suffix}
            style={{ width: '100%' }}
          />
        )
      }
    </FormField>
  );
}
