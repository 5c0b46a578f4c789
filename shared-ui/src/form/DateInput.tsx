// Every date field of the product (docs/product/common.md#dates): dd/mm/aaaa whatever the browser's
// language, which a native <input type="date"> follows (a vet's English browser would ask mm/dd/yyyy).
// A text field that puts the slashes in as the vet types; the form gets the ISO day, yyyy-mm-dd, as
// the API takes it. A plain antd Input: the route keeps its weight (a DatePicker is some 60 KiB).
import { useState, type Ref } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { dayTextToIso, dayTextValue, isoToDayText, maskDayText } from './dateText';

export interface DateInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The ISO day ("2026-03-05"), "" when empty, or the text not a date yet as this field gave it: the
   *  parent holds what onChange gives, as a form does, and the field shows it. */
  value?: string | null;
  /** Gets the ISO day once the text names a real one, "" when emptied, else the text as typed (the
   *  form's rules refuse it as not a date). */
  onChange?: (value: string) => void;
  /** The Input's (a form's field ref: focused when a submit is refused). */
  ref?: Ref<InputRef>;
}

export function DateInput({ value, onChange, onBlur, ...props }: DateInputProps) {
  const [text, setText] = useState(() => isoToDayText(value));
  // The text always stands for the value: kept as typed while it names it ("5/3/2026" for 2026-03-05, a
  // date half typed), else written from the value (a reset, a reload, a text the parent did not take).
  // Compared on every render, not only when the value changes: a change of this field's and a reset that
  // land in one render (both in a transition, as the address changes) leave the value as it was.
  // Without a value (undefined) the field keeps its own text.
  const shown = value === undefined || dayTextValue(text) === (value ?? '') ? text : isoToDayText(value);
  if (shown !== text) setText(shown);

  return (
    <Input
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...props}
      value={shown}
      onChange={(event) => {
        const next = maskDayText(event.target.value);
        setText(next);
        onChange?.(dayTextValue(next));
      }}
      onBlur={(event) => {
        // "5/3/2026" reads "05/03/2026" once the vet leaves the field.
        const iso = dayTextToIso(shown);
        if (iso) setText(isoToDayText(iso));
        onBlur?.(event);
      }}
    />
  );
}
