// The phone field, loaded on first use: its dial code picker (antd Select) weighs ~30 KiB gzip that
// screens without a phone field (the login, the dashboard) would otherwise fetch with shared-ui.
import { lazy, Suspense } from 'react';
import { Input } from 'antd';
import type { PhoneInputProps } from './PhoneInputFields';

export type { PhoneInputProps } from './PhoneInputFields';

const PhoneInputFields = lazy(() => import('./PhoneInputFields'));

export function PhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<Input disabled placeholder={props.placeholder} />}>
      <PhoneInputFields {...props} />
    </Suspense>
  );
}
