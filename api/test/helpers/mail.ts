import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ParsedMail {
  file?: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The files it carries (a part with a file name), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/gi, (m) =>
    Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\n\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 2);
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split('\n')) {
    if (/^\s/.test(line) && last) {
      headers.set(last, `${headers.get(last)} ${line.trim()}`);
    } else {
      const colon = line.indexOf(':');
      if (colon > 0) {
        last = line.slice(0, colon).trim().toLowerCase();
        headers.set(last, line.slice(colon + 1).trim());
      }
    }
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

type Part = ReturnType<typeof splitPart>;

/** The leaf parts of a part, through nested multiparts (a mail with files: mixed around alternative). */
function leavesOf(part: Part, inherited = 'text/plain'): Part[] {
  const type = part.headers.get('content-type') ?? inherited;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return [{ ...part, headers: new Map([...part.headers, ['content-type', type]]) }];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => leavesOf(splitPart(p.replace(/^\n/, ''))));
}

/** Enough of RFC 822 + MIME to read what nodemailer writes: headers, text and HTML parts, files. */
export function parseEml(raw: string): ParsedMail {
  const whole = splitPart(raw.replace(/\r\n/g, '\n'));
  const { headers } = whole;
  const mail: ParsedMail = {
    from: decodeHeaderWords(headers.get('from') ?? ''),
    to: decodeHeaderWords(headers.get('to') ?? ''),
    subject: decodeHeaderWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    attachments: [],
  };
  for (const part of leavesOf(whole)) {
    const partType = part.headers.get('content-type')!;
    const disposition = part.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    if (filename) {
      const base64 = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64';
      const content = base64
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(part.body, 'latin1');
      const contentType = partType.split(';')[0]!.trim();
      mail.attachments.push({ filename: decodeHeaderWords(filename), contentType, content });
      continue;
    }
    const content = decodeBody(part.headers, part.body);
    if (partType.startsWith('text/html')) mail.html = content;
    else if (partType.startsWith('text/plain')) mail.text = content;
  }
  return mail;
}

export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => ({ ...parseEml(await readFile(path.join(dir, name), 'utf8')), file: name })),
  );
}

export async function mailsTo(dir: string, email: string): Promise<ParsedMail[]> {
  return (await readOutbox(dir)).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}

/** The 6-digit code in a mail's text part. */
export function codeIn(mail: ParsedMail | undefined): string {
  const match = mail ? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text) : null;
  if (!match) throw new Error(`No hay código en el correo: ${mail?.subject ?? '(ninguno)'}`);
  return match[1];
}
