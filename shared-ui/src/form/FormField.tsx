// One labelled form field bound to react-hook-form, showing its validation message under it.
import type { ReactElement } from 'react';
import { Form } from 'antd';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** The field's path; a nested one (`clinic.name`) gives the nested value. */
  name: N;
  label: string;
  required?: boolean;
  extra?: string;
  /** Renders the input; receives value/onChange/onBlur/id and the error status. */
  children: (field: {
    id: string;
    value: FieldPathValue<T, N>;
    onChange: (...event: unknown[]) => void;
    onBlur: () => void;
    status?: 'error';
    'aria-invalid'?: boolean;
  }) => ReactElement;
}

export function FormField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  control,
  name,
  label,
  required,
  extra,
  children,
}: FormFieldProps<T, N>) {
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
