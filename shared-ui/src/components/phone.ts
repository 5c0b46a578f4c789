// A phone number as stored (docs/product/common.md#phone-numbers): the dial code followed by the digits, e.g. "+584141234567".
import { OWNER_DIAL_CODES, REGISTRATION_DIAL_CODES, type DialCode } from '../constants/locations';

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

const ALL_DIAL_CODES: readonly DialCode[] = [
  ...OWNER_DIAL_CODES,
  ...REGISTRATION_DIAL_CODES.filter(({ code }) => !OWNER_DIAL_CODES.some((owner) => owner.code === code)),
];

/** How every screen shows a phone (docs/product/common.md#phone-numbers): the dial code apart, so the
 *  number reads at a glance: "+573001234567" → "+57 3001234567", "+1-8095551234" → "+1-809 5551234".
 *  A number without a known dial code is shown as stored. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const { dialCode, digits } = splitPhone(value, ALL_DIAL_CODES);
  return dialCode && digits ? `${dialCode} ${digits}` : value;
}

/** A link that calls the number: digits only, after a "+" when it is international. */
export function telUrl(value: string): string {
  return `tel:${value.trim().startsWith('+') ? '+' : ''}${digitsOnly(value)}`;
}

/** wa.me takes the international number as digits only ("+1-809…" → "1809…"). */
export function whatsAppUrl(value: string): string {
  return `https://wa.me/${digitsOnly(value)}`;
}
