// A phone number as stored (docs/product/common.md#phone-numbers): the dial code followed by the digits, e.g. "+584141234567".
import type { DialCode } from '../constants/locations';

export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** Splits a stored number by the longest dial code it starts with ("+1-809…" before "+1…"). */
export function splitPhone(
  value: string,
  dialCodes: readonly DialCode[],
): { dialCode: string | null; digits: string } {
  const match = [...dialCodes]
    .sort((a, b) => b.code.length - a.code.length)
    .find(({ code }) => value.startsWith(code));
  return match
    ? { dialCode: match.code, digits: digitsOnly(value.slice(match.code.length)) }
    : { dialCode: null, digits: digitsOnly(value) };
}

/** The stored form; empty when there are no digits, so that "required" rules still apply. */
export function joinPhone(dialCode: string, digits: string): string {
  return digits ? `${dialCode}${digits}` : '';
}
