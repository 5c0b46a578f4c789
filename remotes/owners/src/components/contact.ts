// How an owner's phone (dial code + digits, docs/product/common.md#phone-numbers) is shown and linked.
import { OWNER_DIAL_CODES, digitsOnly, splitPhone } from '@vet/shared-ui';

/** "+573001234567" → "+57 3001234567": the dial code apart, so the number reads at a glance. */
export function formatContact(contact: string): string {
  const { dialCode, digits } = splitPhone(contact, OWNER_DIAL_CODES);
  return dialCode ? `${dialCode} ${digits}` : contact;
}

/** wa.me takes the international number as digits only ("+1-809…" → "1809…"). */
export function whatsAppUrl(contact: string): string {
  return `https://wa.me/${digitsOnly(contact)}`;
}

export function telUrl(contact: string): string {
  return `tel:+${digitsOnly(contact)}`;
}

/** The address percent-encoded (the "@" kept): a stored "a@b.co?cc=x@y.co" must not add recipients,
 *  subject or body to the mail the link opens. */
export function mailtoUrl(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
