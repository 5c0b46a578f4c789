// Every number field of the product (docs/product/common.md#numbers-and-money): antd's InputNumber
// showing and reading es-ES numbers, "5,4" and "17.000", whatever the browser's language. A keypad's
// "." is read as the decimal point too ("5.4"), unless it separates thousands ("17.000").
import type { ComponentProps } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import { formatNumberInput, parseNumberInput } from '../format/number';

export interface NumberInputProps extends Omit<
  InputNumberProps<number>,
  'formatter' | 'parser' | 'decimalSeparator' | 'stringMode'
> {
  /** Decimals always shown once the vet leaves the field ("12,50" with 2, for money). */
  minDecimals?: number;
  /** InputNumber's (a form's field ref: focused when a submit is refused). */
  ref?: ComponentProps<typeof InputNumber>['ref'];
}

export function NumberInput({ minDecimals = 0, inputMode = 'decimal', ...props }: NumberInputProps) {
  return (
    <InputNumber<number>
      {...props}
      inputMode={inputMode}
      // While the vet types, the text stays as typed ("5," on the way to "5,4").
      formatter={(value, { userTyping, input }) =>
        userTyping ? input : formatNumberInput(value as number | string | undefined, minDecimals)
      }
      parser={(text) => parseNumberInput(text ?? '') as unknown as number}
    />
  );
}
