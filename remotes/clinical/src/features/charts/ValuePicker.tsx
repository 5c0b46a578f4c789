// Which value the lab chart draws: native radio buttons drawn like a segmented control. antd's
// Segmented measured the page on every click (a forced layout) and slid its thumb for 0.2 s, repainting
// every frame; a radio group changes at once, and the browser gives it its keys (arrows) and its role.
import { useId } from 'react';

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
