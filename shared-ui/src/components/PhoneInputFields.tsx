// Dial code picker + digits-only number (docs/product/common.md#phone-numbers). Works as an antd Form control
// (value/onChange) and emits the dial code joined to the digits, or "" with no digits.
import { useState, type ChangeEvent } from 'react';
import { Input, Select, Space } from 'antd';
import type { DialCode } from '../constants/locations';
import { OWNER_DIAL_CODES } from '../constants/locations';
import { digitsOnly, joinPhone, splitPhone } from './phone';

export interface PhoneInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** OWNER_DIAL_CODES (default, Colombia +57 first) or REGISTRATION_DIAL_CODES (+58 first). */
  dialCodes?: readonly DialCode[];
  /** Defaults to the first entry of dialCodes. */
  defaultDialCode?: string;
  id?: string;
  /** The number's placeholder and accessible name; PhoneInput gives «Número de teléfono» by default. */
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  /** E.164 allows 15 digits in all. */
  maxDigits?: number;
}

export default function PhoneInputFields({
  value,
  onChange,
  dialCodes = OWNER_DIAL_CODES,
  defaultDialCode,
  id,
  placeholder,
  disabled,
  status,
  maxDigits = 15,
}: PhoneInputProps) {
  const parsed = splitPhone(value ?? '', dialCodes);
  const [chosenDialCode, setChosenDialCode] = useState(defaultDialCode ?? dialCodes[0]?.code ?? '');
  const [ownDigits, setOwnDigits] = useState(parsed.digits);
  // A value carrying its dial code (an owner being edited) wins over the picker's own state.
  const dialCode = parsed.dialCode ?? chosenDialCode;
  const digits = value !== undefined ? parsed.digits : ownDigits;

  const emit = (nextDialCode: string, nextDigits: string) => {
    setChosenDialCode(nextDialCode);
    setOwnDigits(nextDigits);
    onChange?.(joinPhone(nextDialCode, nextDigits));
  };

  return (
    <Space.Compact block>
      <Select
        aria-label="Código de país"
        value={dialCode}
        disabled={disabled}
        status={status}
        style={{ width: 112, flex: 'none' }}
        popupMatchSelectWidth={false}
        options={dialCodes.map(({ country, code }) => ({ value: code, label: code, country }))}
        optionRender={(option) => `${option.data.country} (${option.data.value})`}
        onChange={(next: string) => emit(next, digits)}
      />
      <Input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-label={placeholder}
        placeholder={placeholder}
        value={digits}
        disabled={disabled}
        status={status}
        maxLength={maxDigits}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          emit(dialCode, digitsOnly(event.target.value).slice(0, maxDigits))
        }
      />
    </Space.Compact>
  );
}
