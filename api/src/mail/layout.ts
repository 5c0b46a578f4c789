export const BRAND = 'VetClinic — Sistema Veterinario Integral';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Longest name a greeting shows, in characters. */
export const GREETING_NAME_MAX = 40;
// Whatever breaks a line or hides text: C0/C1 controls (CR, LF, NEL…), format characters (bidi
// overrides, zero-width), line and paragraph separators.
const LINE_BREAKERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;
// What a mail client would turn into a link: a scheme, www., an address, a dotted host name.
const LINK_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]+\.\p{L}{2,}/iu;

/** A text someone typed (a pet's or a clinic's name) on one line: no breaks, no hidden characters. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * «Hola Ana:» with a name the vet typed: on one line, at most GREETING_NAME_MAX characters. A name
 * holding anything link-like is left out («Hola:»), so no link in a mail ever comes from user text
 * and a name cannot pass a fake notice («Su cuenta fue SUSPENDIDA, visite http://…») as ours.
 */
export function greeting(name: string): string {
  const line = oneLine(name);
  if (line === '' || LINK_LIKE.test(line)) return 'Hola:';
  const chars = [...line];
  const shown =
    chars.length > GREETING_NAME_MAX
      ? `${chars
          .slice(0, GREETING_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : line;
  return `Hola ${shown}:`;
}

export interface MailBody {
  /** Paragraphs of plain text; the same sentences go into the HTML version. */
  paragraphs: string[];
  /** A one-time code, shown large in HTML and on its own line in text. */
  code?: string;
  codeHint?: string;
  /** A button in HTML; its address on its own line in text. */
  link?: { href: string; label: string };
}

/** Renders one mail in plain text and HTML with the brand header and signature. */
export function renderMail(greeting: string, body: MailBody): { text: string; html: string } {
  const textParts = [greeting, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.code) textParts.push(`Código: ${body.code}`, '', ...(body.codeHint ? [body.codeHint, ''] : []));
  if (body.link) textParts.push(`${body.link.label}: ${body.link.href}`, '');
  textParts.push('—', BRAND);
  const text = textParts.join('\n');

  const codeHtml = body.code
    ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(body.code)}</p>` +
      (body.codeHint ? `<p style="color:#555">${escapeHtml(body.codeHint)}</p>` : '')
    : '';
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1677ff">${escapeHtml(BRAND)}</h2>
<p>${escapeHtml(greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${codeHtml}${linkHtml(body.link)}
<hr><p style="color:#888;font-size:12px">${escapeHtml(BRAND)}</p>
</body></html>`;
  return { text, html };
}

function linkHtml(link: MailBody['link']): string {
  if (!link) return '';
  const href = escapeHtml(link.href);
  return (
    `<p style="margin:24px 0"><a href="${href}" style="background:#1677ff;color:#fff;padding:10px 18px;` +
    `border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` +
    `<p style="color:#555;font-size:12px">${href}</p>`
  );
}
