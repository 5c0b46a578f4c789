// The owner's e-mail as a link on the pet's detail, built so stored text cannot add to it (the phone:
// shared-ui's formatPhone and telUrl, as on the owners screens).

/** The address percent-encoded (the "@" kept): a stored "a@b.co?cc=x@y.co" must not add recipients,
 *  subject or body to the mail the link opens. */
export function mailtoUrl(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
