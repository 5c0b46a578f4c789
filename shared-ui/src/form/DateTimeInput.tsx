// A date with its time (a grooming service's), day first whatever the browser's language:
// «05/03/2026 14:30» (docs/product/common.md#dates). antd's DatePicker with its time panel, in the
// shell's Spanish locale; the form holds a dayjs value. A day alone is DateInput, lighter.
import type { ComponentProps } from 'react';
import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

export interface DateTimeInputProps extends Omit<
  DatePickerProps,
  'value' | 'onChange' | 'format' | 'showTime' | 'picker'
> {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** Refuses days after today in the calendar (what has not happened yet). */
  notAfterToday?: boolean;
  /** The DatePicker's (a form's field ref: focused when a submit is refused). */
  ref?: ComponentProps<typeof DatePicker>['ref'];
}

export function DateTimeInput({ value, onChange, notAfterToday, ...props }: DateTimeInputProps) {
  return (
    <DatePicker
      placeholder="dd/mm/aaaa hh:mm"
      style={{ width: '100%' }}
      disabledDate={notAfterToday ? (day) => day.isAfter(dayjs().endOf('day')) : undefined}
      {...props}
      value={value ?? null}
      onChange={(next) => onChange?.(Array.isArray(next) ? (next[0] ?? null) : (next ?? null))}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
    />
  );
}
