// One choice among a few, shown side by side (the timeline's kinds, the lab chart's value): native radio
// buttons drawn like a segmented control. antd's Segmented generated its styles on the page's first
// render, measured the page on every click (a forced layout) and slid its thumb for 0.2 s, repainting
// every frame; a radio group changes at once, and the browser gives it its keys (arrows) and its role.
import { useId } from 'react';
import './valuePicker.css';

export interface ValuePickerProps<T extends string> {
  /** The group's name for screen readers. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function ValuePicker<T extends string>({ label, options, value, onChange }: ValuePickerProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="clinical-picker">
      {options.map((option) => (
        <label key={option.value} className="clinical-picker__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
