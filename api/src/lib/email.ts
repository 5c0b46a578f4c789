/**
 * One e-mail address, strictly, for every e-mail the API accepts (accounts and owners): an ASCII
 * dot-atom local part (RFC 5322 atext: letters, digits and !#$%&'*+/=?^_`{|}~- between single dots), then
 * a domain of DNS labels ending in a letter TLD (or an xn-- one). No display name, comment, quotes,
 * list, angle brackets, spaces or control characters, so what is stored is exactly the one mailbox a
 * mail goes to: `x,evil@x.co` (two addresses to a mail parser), `a\u0085b@x.co` and `a@b.co>` are refused.
 * The same pattern is in shared-ui/src/constants/email.ts for the forms.
 */
export const EMAIL_PATTERN =
  "^(?=[^@]{1,64}@)(?=.{6,254}$)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*" +
  '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$';

const EMAIL = new RegExp(EMAIL_PATTERN);

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
