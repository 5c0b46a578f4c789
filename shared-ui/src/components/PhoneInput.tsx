// The phone field, loaded on first use: its dial code picker (antd Select) weighs ~30 KiB gzip that
// screens without a phone field (the login, the dashboard) would otherwise fetch with shared-ui.
import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import type { PhoneInputProps } from './PhoneInputFields';

export type { PhoneInputProps } from './PhoneInputFields';

const PhoneInputFields = lazy(() => import('./PhoneInputFields'));

export function PhoneInput({ placeholder = 'Número de teléfono', ...props }: PhoneInputProps) {
  // While the fields load, the stand-in keeps the number's id and name, so the form's label still names it.
  return (
    <Suspense fallback={<Input id={props.id} disabled aria-label={placeholder} placeholder={placeholder} />}>
      <PhoneInputFields {...props} placeholder={placeholder} />
    </Suspense>
  );
}
