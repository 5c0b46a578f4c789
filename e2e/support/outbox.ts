// Reads the mail the product wrote to DATA_DIR/outbox (no SMTP_URL in the journeys).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const outbox = () => join(process.env.E2E_DATA_DIR!, 'outbox');

/** Undoes quoted-printable soft breaks and escapes, enough to find a code in a mail's text. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The 6-digit code of the newest mail sent to `email`, waiting until at least `minMails` arrived. */
export async function latestCodeFor(email: string, minMails = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const safe = email.toLowerCase();
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox())
        .filter((f) => !f.startsWith('.') && f.toLowerCase().includes(safe)) // not a mail still being written
        .sort();
    } catch {
      /* outbox not created yet */
    }
    const newest = files.at(-1);
    if (newest && files.length >= minMails) {
      const text = decodeQuotedPrintable(readFileSync(join(outbox(), newest), 'utf8'));
      const code = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`No llegó ningún correo con código para ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The invitation link's address in this product (`/auth/invitation/<token>`) of the newest mail sent to
 *  `email` that carries one, waiting for it to arrive. */
export async function latestInvitationPathFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const safe = email.toLowerCase();
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox())
        .filter((f) => !f.startsWith('.') && f.toLowerCase().includes(safe)) // not a mail still being written
        .sort()
        .reverse();
    } catch {
      /* outbox not created yet */
    }
    for (const file of files) {
      const text = decodeQuotedPrintable(readFileSync(join(outbox(), file), 'utf8'));
      const path = /\/auth\/invitation\/[A-Za-z0-9_-]{43}\b/.exec(text)?.[0];
      if (path) return path;
    }
    if (Date.now() > deadline) throw new Error(`No llegó ninguna invitación para ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** How many mails were sent to `email` so far. */
export function mailCount(email: string): number {
  try {
    return readdirSync(outbox()).filter((f) => f.toLowerCase().includes(email.toLowerCase())).length;
  } catch {
    return 0;
  }
}
