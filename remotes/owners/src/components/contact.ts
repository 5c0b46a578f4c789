// The owner's e-mail as a link. The phone is shown and linked by shared-ui (formatPhone, telUrl,
// whatsAppUrl), the same on every screen (docs/product/common.md#phone-numbers).

/** The address percent-encoded (the "@" kept): a stored "a@b.co?cc=x@y.co" must not add recipients,
 *  subject or body to the mail the link opens. */
export function mailtoUrl(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
