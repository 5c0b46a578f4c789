// The owner's phone and e-mail as links on the pet's detail, built so stored text cannot add to them.

/** Digits and "+" only. */
export function telUrl(contact: string): string {
  return `tel:${contact.replace(/[^\d+]/g, '')}`;
}

/** The address percent-encoded (the "@" kept): a stored "a@b.co?cc=x@y.co" must not add recipients,
 *  subject or body to the mail the link opens. */
export function mailtoUrl(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
