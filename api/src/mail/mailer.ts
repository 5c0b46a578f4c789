import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  /** One address (lib/email.ts), handed to nodemailer as an address object: never parsed as a list. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The code the mail carries; logged only by an outbox with `logCodes` (a local single-machine run). */
  code?: string;
  /** Files sent with it (a clinic's PDF to a pet's owner); by SMTP and in the outbox's .eml alike. */
  attachments?: MailAttachment[];
  /**
   * The Message-ID header (`<unique@domain>`); nodemailer makes a random one when absent. A job that
   * sends a mail gives one of its own, so a mail sent again after a crash is recognisably the same.
   */
  messageId?: string;
}

export interface MailAttachment {
  /** The name the reader sees; chosen by the API, never by whoever uploaded the bytes. */
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Starts delivery in the background; failures are logged, never thrown to the request. */
  send(message: MailMessage): void;
  /**
   * Delivers and resolves once the SMTP server accepted the mail (or the outbox holds it); rejects when
   * that failed, for a caller that retries (a job). flush() and close() wait for it too.
   */
  deliver(message: MailMessage): Promise<void>;
  /**
   * Composes a mail once `after` settles (the answer has been sent) and sends it, if compose returns
   * one; flush() and close() wait for it too. For work whose cost must not show in the answer's timing
   * (is there an account for this e-mail?).
   */
  sendAfter(after: Promise<unknown>, compose: () => Promise<MailMessage | undefined>): void;
  /** Waits for every delivery started so far (shutdown, tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerConfig {
  smtpUrl?: string;
  from?: string;
  /** Folder for .eml files when there is no SMTP server (DATA_DIR/outbox). */
  outboxDir: string;
  logger: FastifyBaseLogger;
  /** Outbox only: the log line carries the code (see mail/setup.ts; off unless start-up says so). */
  logCodes?: boolean;
}

export const DEFAULT_MAIL_FROM = 'VetClinic <no-reply@localhost>';

export function createMailer(config: MailerConfig): Mailer {
  const from = config.from || DEFAULT_MAIL_FROM;
  const log = config.logger;
  const pending = new Set<Promise<void>>();
  const deliver = config.smtpUrl
    ? smtpDelivery(config.smtpUrl, log)
    : outboxDelivery(config.outboxDir, log, config.logCodes ?? false);

  return {
    mode: config.smtpUrl ? 'smtp' : 'outbox',
    send(message) {
      const job = deliver(from, message).catch((err: unknown) => {
        log.error({ err, to: message.to, subject: message.subject }, 'No se pudo enviar el correo');
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    deliver(message) {
      const job = deliver(from, message);
      const settled = job.catch(() => undefined); // the caller sees the failure; flush only waits
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
      return job;
    },
    sendAfter(after, compose) {
      const job = after
        .then(compose)
        .then((message) => {
          if (message) this.send(message); // tracked and logged like any other mail
        })
        .catch((err: unknown) => {
          log.error({ err }, 'No se pudo preparar el correo');
        });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async flush() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.flush();
    },
  };
}

type Delivery = (from: string, message: MailMessage) => Promise<void>;

/** The message as nodemailer sends it: to the bare address, text and HTML alternatives, and its files. */
const envelope = (from: string, message: MailMessage) => ({
  from,
  to: { name: '', address: message.to },
  subject: message.subject,
  text: message.text,
  html: message.html,
  ...(message.messageId ? { messageId: message.messageId } : {}),
  ...(message.attachments?.length
    ? {
        attachments: message.attachments.map(({ filename, content, contentType }) => ({
          filename,
          content,
          contentType,
        })),
      }
    : {}),
});

function smtpDelivery(smtpUrl: string, log: FastifyBaseLogger): Delivery {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Bounded waits: a dead mail server must not keep deliveries hanging forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (from, message) => {
    const info = await transport.sendMail(envelope(from, message));
    log.info(
      { to: message.to, subject: message.subject, messageId: info.messageId },
      'Correo enviado por SMTP',
    );
  };
}

function outboxDelivery(outboxDir: string, log: FastifyBaseLogger, logCodes: boolean): Delivery {
  // streamTransport + buffer renders the complete RFC 822 message without sending it anywhere.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return async (from, message) => {
    // Named before the first await, so file-name order is send order even within one millisecond.
    const name = outboxName(message.to, new Date(), sequence++);
    const info = await transport.sendMail(envelope(from, message));
    await mkdir(outboxDir, { recursive: true });
    const file = await writeUnique(outboxDir, name, info.message as Buffer);
    const code = logCodes && message.code ? { code: message.code } : {};
    log.info(
      { to: message.to, subject: message.subject, ...code, file },
      'Correo guardado en la bandeja local (sin SMTP)',
    );
  };
}

/** <timestamp>-<sequence>-<to>.eml, safe as a file name and sortable in send order. */
export function outboxName(to: string, at: Date, sequence: number): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  const safeTo = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
  return `${stamp}-${String(sequence % 1e6).padStart(6, '0')}-${safeTo}.eml`;
}

/**
 * Never overwrites: a name already taken (another process on the same folder) gets `_001`, `_002`…
 * Written whole to a temporary name first and then linked in, so a reader of the outbox (the vet, a
 * script waiting for a code) never sees a half-written mail.
 */
async function writeUnique(dir: string, name: string, content: Buffer): Promise<string> {
  const base = name.slice(0, -'.eml'.length);
  const temp = path.join(dir, `.${base}.${process.pid}.tmp`);
  await writeFile(temp, content, { mode: 0o600 });
  try {
    for (let n = 0; ; n++) {
      const file = path.join(dir, n === 0 ? name : `${base}_${String(n).padStart(3, '0')}.eml`);
      try {
        await link(temp, file); // fails on an existing name, unlike rename
        return file;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw err;
      }
    }
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
