// One labelled form field bound to react-hook-form, showing its validation message under it.
import type { ReactElement } from 'react';
import { Form } from 'antd';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  extra?: string;
  /** Renders the input; receives value/onChange/onBlur/id and the error status. */
  children: (field: {
    id: string;
    value: T[FieldPath<T>];
    onChange: (...event: unknown[]) => void;
    onBlur: () => void;
    status?: 'error';
    'aria-invalid'?: boolean;
  }) => ReactElement;
}

export function FormField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  extra,
  children,
}: FormFieldProps<T>) {
  const id = `field-${String(name)}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          extra={extra}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
        >
          {children({
            id,
            value: field.value,
            onChange: field.onChange,
            onBlur: field.onBlur,
            status: fieldState.error ? 'error' : undefined,
            'aria-invalid': fieldState.error ? true : undefined,
          })}
        </Form.Item>
      )}
    />
  );
}
