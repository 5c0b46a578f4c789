// A labelled field of «Horario de la agenda» bound to react-hook-form, as shared-ui's FormField, and also
// tied to its message: the input is described by it (aria-describedby) and takes the focus when a submit
// is refused, so a screen reader reads the field, then what is wrong with it.
import type { ReactElement, Ref } from 'react';
import { Form } from 'antd';
import { Controller, type Control, type FieldPath, type FieldPathValue } from 'react-hook-form';
import type { ScheduleFormValues } from '../scheduleSchema';

type Name = FieldPath<ScheduleFormValues>;

export interface ScheduleFieldInput<N extends Name> {
  id: string;
  value: FieldPathValue<ScheduleFormValues, N>;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  ref: Ref<never>;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function ScheduleField<N extends Name>({
  control,
  name,
  label,
  required,
  extra,
  children,
}: {
  control: Control<ScheduleFormValues>;
  name: N;
  label: string;
  required?: boolean;
  extra?: string;
  children: (field: ScheduleFieldInput<N>) => ReactElement;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const extraId = `${id}-extra`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const describedBy = [message && errorId, extra && extraId].filter(Boolean).join(' ');
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            required={required}
            extra={extra && <span id={extraId}>{extra}</span>}
            validateStatus={message ? 'error' : undefined}
            help={message && <span id={errorId}>{message}</span>}
          >
            {children({
              id,
              value: field.value as FieldPathValue<ScheduleFormValues, N>,
              onChange: field.onChange,
              onBlur: field.onBlur,
              ref: field.ref as Ref<never>,
              status: message ? 'error' : undefined,
              'aria-invalid': message ? true : undefined,
              'aria-describedby': describedBy || undefined,
            })}
          </Form.Item>
        );
      }}
    />
  );
}
