import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../src/mail/mailer.js';
import { mailSetup, OUTBOX_ONLY_WARNING } from '../src/mail/setup.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { newVet, post } from './helpers/http.js';
import { capturingLogger } from './helpers/logger.js';
import { codeIn, parseEml, type ParsedMail } from './helpers/mail.js';

interface Sink {
  url: string;
  received: (ParsedMail & { envelopeTo: string[]; user?: string; messageId?: string })[];
  close(): Promise<void>;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
async function startSink(): Promise<Sink> {
  const received: Sink['received'] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === 'clinica' && auth.password === 's3creto')
        return done(null, { user: auth.username });
      return done(new Error('Credenciales SMTP inválidas'));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          ...parseEml(raw),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          messageId: /^message-id:\s*(\S+)/im.exec(raw)?.[1],
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://clinica:s3creto@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP (SMTP_URL)', () => {
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSink();
    t = await startTestApp({ smtpUrl: sink.url, mailFrom: 'Clínica Patitas <avisos@patitas.test>' });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('the confirmation mail goes through the SMTP server and its code confirms the account', async () => {
    const vet = newVet();
    expect((await post(t.app, '/api/auth/create-account', vet)).status).toBe(201);
    await t.mailer.flush();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.envelopeTo).toEqual([vet.email]);
    expect(mail.user).toBe('clinica');
    expect(mail.from).toContain('avisos@patitas.test');
    expect(mail.subject).toBe('VetClinic: confirma tu cuenta');
    expect(mail.text).toContain('VetClinic — Sistema Veterinario Integral');
    expect(mail.html).toContain('<h2');
    expect(await t.mailsTo(vet.email)).toEqual([]); // nothing in the outbox when SMTP is configured
    expect((await post(t.app, '/api/auth/confirm-account', { token: codeIn(mail) })).body).toEqual({
      msg: 'Cuenta confirmada',
    });
  });

  it('a mail with a file carries it through the SMTP server, with its name and type (issue 26)', async () => {
    const pdf = Buffer.from('%PDF-1.3\n% carnet de prueba\n%%EOF\n', 'latin1');
    t.mailer.send({
      to: 'jose@correo.test',
      subject: 'Carnet de vacunación de Luna — Clínica Patitas',
      text: 'Adjunto',
      html: '<p>Adjunto</p>',
      attachments: [
        { filename: 'carnet-vacunacion-Luna-2026-03-12.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    });
    await t.mailer.flush();
    const mail = sink.received.find((m) => m.envelopeTo.includes('jose@correo.test'))!;
    expect(mail.text).toContain('Adjunto');
    expect(mail.attachments).toEqual([
      { filename: 'carnet-vacunacion-Luna-2026-03-12.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });
});

describe('deliver: an awaitable delivery, for a job that retries', () => {
  const message = {
    to: 'jose@correo.test',
    subject: 'Recordatorio: vacuna de Luna',
    text: 'Luna tiene su vacuna mañana',
    html: '<p>Luna tiene su vacuna mañana</p>',
    messageId: '<recordatorio-vacuna-42@vetclinic.test>',
  };

  it('resolves once the SMTP server accepted the mail, which carries the Message-ID given', async () => {
    const sink = await startSink();
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vet-bandeja-'));
    const mailer = createMailer({ smtpUrl: sink.url, outboxDir, logger: capturingLogger().logger });
    try {
      await mailer.deliver(message);
      expect(sink.received).toHaveLength(1); // no flush: resolved means delivered
      expect(sink.received[0]).toMatchObject({
        envelopeTo: ['jose@correo.test'],
        subject: message.subject,
        messageId: message.messageId,
      });
    } finally {
      await mailer.close();
      await sink.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('rejects when the SMTP server does not answer, logging nothing as sent', async () => {
    const logs = capturingLogger();
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vet-bandeja-'));
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir, logger: logs.logger });
    try {
      await expect(mailer.deliver(message)).rejects.toThrow(/ECONNREFUSED/);
      await mailer.flush();
      expect(logs.lines().filter((l) => l.msg === 'Correo enviado por SMTP')).toEqual([]);
    } finally {
      await mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('without SMTP, resolves once the .eml is in the outbox, with the Message-ID given', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vet-bandeja-'));
    const mailer = createMailer({ outboxDir, logger: capturingLogger().logger });
    try {
      await mailer.deliver(message);
      const [file, ...others] = (await readdir(outboxDir)).filter((n) => n.endsWith('.eml'));
      expect(others).toEqual([]);
      const raw = await readFile(path.join(outboxDir, file!), 'utf8');
      expect(parseEml(raw)).toMatchObject({ to: 'jose@correo.test', subject: message.subject });
      expect(raw).toMatch(/^Message-ID: <recordatorio-vacuna-42@vetclinic\.test>$/m);
    } finally {
      await mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('mail delivery failures and the outbox log', () => {
  it('a dead SMTP server is logged and never fails the request', async () => {
    const logs = capturingLogger();
    const t = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1', logger: logs.logger });
    try {
      const res = await post(t.app, '/api/auth/create-account', newVet());
      expect(res.status).toBe(201);
      await t.mailer.flush();
      const failure = logs.lines().find((l) => l.msg === 'No se pudo enviar el correo');
      expect(failure).toMatchObject({ level: 50, subject: 'VetClinic: confirma tu cuenta' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without SMTP, each mail is an .eml file; the log names it, without its code', async () => {
    const logs = capturingLogger();
    const t = await startTestApp({ logger: logs.logger });
    try {
      const vet = newVet();
      await post(t.app, '/api/auth/create-account', vet);
      const code = await t.lastCode(vet.email);
      const line = logs.lines().find((l) => l.msg === 'Correo guardado en la bandeja local (sin SMTP)');
      expect(line).toMatchObject({ to: vet.email, subject: 'VetClinic: confirma tu cuenta' });
      expect(String(line?.file)).toContain(t.outboxDir);
      expect(line).not.toHaveProperty('code');
      expect(logs.text()).not.toContain(code);
    } finally {
      await t.close();
    }
  });

  it('a local single-machine run (logCodes) logs the code too, so the vet can read it there', async () => {
    const logs = capturingLogger();
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vet-bandeja-'));
    const mailer = createMailer({ outboxDir, logger: logs.logger, logCodes: true });
    try {
      mailer.send({
        to: 'ana@clinica.test',
        subject: 'Código',
        text: '482913',
        html: '<p>482913</p>',
        code: '482913',
      });
      await mailer.flush();
      const line = logs.lines().find((l) => l.msg === 'Correo guardado en la bandeja local (sin SMTP)');
      expect(line).toMatchObject({ subject: 'Código', code: '482913' });
    } finally {
      await mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('mails sent back to back are read from the outbox in the order they were sent', async () => {
    const t = await startTestApp();
    try {
      const subjects = Array.from({ length: 30 }, (_, i) => `Aviso ${i + 1}`);
      for (const subject of subjects)
        t.mailer.send({ to: 'orden@example.com', subject, text: subject, html: `<p>${subject}</p>` });
      expect((await t.mailsTo('orden@example.com')).map((m) => m.subject)).toEqual(subjects);
    } finally {
      await t.close();
    }
  });
});

describe('mail set-up at start-up (mailSetup)', () => {
  it('logs codes only on a local single-machine run, and warns when mail stays on this machine', () => {
    const local = { appEnv: 'local' as const };
    expect(mailSetup(local)).toEqual({ logCodes: true });
    expect(mailSetup({ appEnv: 'production' })).toEqual({ logCodes: false });
    expect(mailSetup({ ...local, smtpUrl: 'smtp://mail:25' })).toEqual({ logCodes: false });
    expect(mailSetup({ ...local, databaseUrl: 'postgres://db/vet', smtpUrl: 'smtp://mail:25' })).toEqual({
      logCodes: false,
    });
    expect(mailSetup({ ...local, databaseUrl: 'postgres://db/vet' })).toEqual({
      logCodes: false,
      warning: OUTBOX_ONLY_WARNING,
    });
    expect(OUTBOX_ONLY_WARNING).toMatch(/solo en la bandeja de esta máquina/);
  });
});
