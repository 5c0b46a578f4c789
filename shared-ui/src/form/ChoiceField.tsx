// A form field whose value is one choice among a list: a row of radio buttons (RadioField) for a few
// options always in sight, a drop-down (SelectField) for a longer list. Both bound to react-hook-form
// through FormField, so every form wires its choices the same way.
import { Radio, Select } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './FormField';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoiceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  extra?: string;
  /** The choices; a plain text is its own value and label (the product's lists: SPECIES, SEXES…). */
  options: readonly (string | ChoiceOption)[];
}

const asOptions = (options: readonly (string | ChoiceOption)[]): ChoiceOption[] =>
  options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));

/** The options side by side; `buttons` draws them as a segmented row instead of dots. */
export function RadioField<T extends FieldValues>({
  buttons,
  options,
  ...field
}: ChoiceFieldProps<T> & { buttons?: boolean }) {
  return (
    <FormField {...field}>
      {({ id, value, onChange, ref, 'aria-describedby': describedBy }) => (
        <Radio.Group
          id={id}
          // A refused submit focuses the chosen radio, else the first (the group itself takes no focus).
          ref={(group: HTMLDivElement | null) =>
            ref(group && (group.querySelector('input:checked') ?? group.querySelector('input')))
          }
          aria-describedby={describedBy}
          name={String(field.name)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          options={asOptions(options)}
          optionType={buttons ? 'button' : 'default'}
        />
      )}
    </FormField>
  );
}

/** A drop-down list; `showSearch` lets a long list be filtered by typing. */
export function SelectField<T extends FieldValues>({
  options,
  placeholder,
  showSearch,
  ...field
}: ChoiceFieldProps<T> & { placeholder?: string; showSearch?: boolean }) {
  return (
    <FormField {...field}>
      {({ id, value, onChange, onBlur, status, ref, 'aria-describedby': describedBy }) => (
        <Select
          id={id}
          ref={ref}
          aria-describedby={describedBy}
          // An empty value shows the placeholder, not an empty choice.
          value={value || undefined}
          onChange={onChange}
          onBlur={onBlur}
          status={status}
          options={asOptions(options)}
          placeholder={placeholder}
          showSearch={showSearch}
          // Every option in the DOM: a long list is still short (24 estados), and tests and screen
          // readers find each one.
          virtual={false}
        />
      )}
    </FormField>
  );
}
