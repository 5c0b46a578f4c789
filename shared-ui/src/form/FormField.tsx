// One labelled form field bound to react-hook-form, showing its validation message under it. The input
// is described by its message and its extra text (aria-describedby, the ids of their spans), so a screen
// reader reads the field, then what is wrong with it; and it gets react-hook-form's ref, so a refused
// submit focuses the first invalid field.
import type { ReactElement } from 'react';
import { Form } from 'antd';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';

/** What FormField gives its input: spread it onto an antd input (`<Input {...field} />`), or pass the
 *  parts one by one, `ref` and `aria-describedby` included. */
export interface FormFieldInput<V> {
  id: string;
  value: V;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  /** react-hook-form's ref: whatever has `focus()` (antd's Input, InputNumber, Select, DatePicker, a
   *  native input) is focused when a submit is refused and it is the first invalid field. A function
   *  component takes it as its `ref` prop (React 19): pass it on to its input, or it is dropped. */
  ref: RefCallBack;
  status?: 'error';
  'aria-invalid'?: boolean;
  /** The ids of the message and of the extra text, when there are. */
  'aria-describedby'?: string;
}

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** The field's path; a nested one (`clinic.name`) gives the nested value. */
  name: N;
  label: string;
  required?: boolean;
  extra?: string;
  /** Renders the input; receives value/onChange/onBlur/id/ref, the error status and its description. */
  children: (field: FormFieldInput<FieldPathValue<T, N>>) => ReactElement;
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
            validateStatus={fieldState.error ? 'error' : undefined}
            help={message && <span id={errorId}>{message}</span>}
          >
            {children({
              id,
              value: field.value,
              onChange: field.onChange,
              onBlur: field.onBlur,
              ref: field.ref,
              status: fieldState.error ? 'error' : undefined,
              'aria-invalid': fieldState.error ? true : undefined,
              'aria-describedby': describedBy || undefined,
            })}
          </Form.Item>
        );
      }}
    />
  );
}
