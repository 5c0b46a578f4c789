// Every date field of the product (docs/product/common.md#dates): dd/mm/aaaa whatever the browser's
// language, which a native <input type="date"> follows (a vet's English browser would ask mm/dd/yyyy).
// A text field that puts the slashes in as the vet types; the form gets the ISO day, yyyy-mm-dd, as
// the API takes it. A plain antd Input: the route keeps its weight (a DatePicker is some 60 KiB).
import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { dayTextToIso, dayTextValue, isoToDayText, maskDayText } from './dateText';

export interface DateInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** The ISO day ("2026-03-05"), "" when empty; a text that is not a date yet stays as typed. */
  value?: string | null;
  /** Gets the ISO day once the text names a real one, "" when emptied, else the text as typed (the
   *  form's rules refuse it as not a date). */
  onChange?: (value: string) => void;
}

export function DateInput({ value, onChange, onBlur, ...props }: DateInputProps) {
  const [text, setText] = useState(() => isoToDayText(value));
  // A value set from outside (a reset, a reload) replaces the text; the one this field sent does not.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (dayTextValue(text) !== (value ?? '')) setText(isoToDayText(value));
  }

  return (
    <Input
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...props}
      value={text}
      onChange={(event) => {
        const next = maskDayText(event.target.value);
        setText(next);
        onChange?.(dayTextValue(next));
      }}
      onBlur={(event) => {
        // "5/3/2026" reads "05/03/2026" once the vet leaves the field.
        const iso = dayTextToIso(text);
        if (iso) setText(isoToDayText(iso));
        onBlur?.(event);
      }}
    />
  );
}
