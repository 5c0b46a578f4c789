// The e-mail rule of every form (sign-up, login, codes, owners): the API's api/src/lib/email.ts, the
// same pattern (a test compares them). One address only: an ASCII dot-atom local part and a domain of
// DNS labels with a letter TLD; no names, lists, brackets, spaces or control characters.
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)(?=.{6,254}$)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
