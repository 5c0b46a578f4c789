import { randomUUID } from 'node:crypto';
import { clinicDay } from '../src/lib/clinic-day.js';
import { useTestApp, type TestApp } from './helpers/app.js';
import { get, signUp } from './helpers/http.js';
import { clinicOfSession, joinClinic, type Member } from './helpers/members.js';
import { createOwner } from './helpers/owners.js';
import { createPet, multipart, png, sendForm, type FilePart } from './helpers/patients.js';

/**
 * Issue 26, point 6: POST /api/patients/:patientId/documents/mail mails the PDF a screen made (the
 * pet's clinical summary or vaccination card) to the pet's owner, through the product's mailer.
 */

const PDF = Buffer.from(
  '%PDF-1.3\n1 0 obj << /Type /Catalog >> endobj\n% Resumen de Firulais\n%%EOF\n',
  'latin1',
);
const pdfPart = (data = PDF, filename = 'resumen.pdf'): FilePart => ({
  field: 'file',
  filename,
  contentType: 'application/pdf',
  data,
});

const mailUrl = (patientId: string) => `/api/patients/${patientId}/documents/mail`;

async function mailDocument(
  t: TestApp,
  token: string,
  patientId: string,
  document: string,
  files = [pdfPart()],
) {
  return sendForm(t, 'POST', mailUrl(patientId), token, { document }, files);
}

/** The mail sent as the screen sends it, with its submission's Idempotency-Key. */
async function mailWithKey(
  t: TestApp,
  token: string,
  patientId: string,
  document: string,
  key: string,
  files = [pdfPart()],
) {
  const { payload, contentType } = multipart({ document }, files);
  const res = await t.app.inject({
    method: 'POST',
    url: mailUrl(patientId),
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'idempotency-key': key },
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** A clinic's administrator (who founded it at sign-up) with a pet whose owner has `email`. */
async function clinicWithPet(t: TestApp, email: string) {
  const admin = await signUp(t);
  const owner = await createOwner(t, admin.token, { name: 'José Gómez', email });
  const pet = (await createPet(t, admin.token, owner._id, { name: 'Firulais' })) as { _id: string };
  return { admin, patientId: pet._id };
}

/** The clinic's «sent by mail» entries, newest first. */
async function mailedEntries(t: TestApp, token: string) {
  const res = await get(t.app, '/api/clinic/activity?kind=pet', token);
  const items = res.body.items as { action: string }[];
  return items.filter((entry) => entry.action === 'document_mailed');
}

describe('mailing a pet’s document to its owner', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof signUp>>;
  let assistant: Member;
  let groomer: Member;
  let patientId: string;
  let clinicName: string;

  beforeAll(async () => {
    ({ admin, patientId } = await clinicWithPet(t, 'jose.gomez@correo.test'));
    const clinicId = await clinicOfSession(t, admin.token);
    assistant = await joinClinic(t, clinicId, 'assistant');
    groomer = await joinClinic(t, clinicId, 'groomer');
    clinicName = (await get(t.app, '/api/clinic', admin.token)).body.name;
  });

  it('the assistant mails the summary: the owner gets it attached, named by the API, and the activity says so', async () => {
    const res = await mailDocument(t, assistant.token, patientId, 'summary');
    expect(res).toMatchObject({ status: 200, body: { msg: 'Documento enviado a jose.gomez@correo.test' } });
    const [mail] = await t.mailsTo('jose.gomez@correo.test');
    expect(mail.subject).toBe(`Resumen clínico de Firulais — ${clinicName}`);
    expect(mail.text.split('\n')[0]).toBe('Hola José Gómez:');
    expect(mail.text).toContain(`${clinicName} le envía el resumen clínico de Firulais`);
    expect(mail.html).toContain('le envía el resumen clínico de Firulais');
    expect(mail.attachments).toEqual([
      {
        filename: `resumen-clinico-Firulais-${clinicDay(new Date())}.pdf`,
        contentType: 'application/pdf',
        content: PDF,
      },
    ]);
    expect((await mailedEntries(t, admin.token))[0]).toMatchObject({
      action: 'document_mailed',
      recordKind: 'pet',
      recordId: patientId,
      summary: 'Firulais',
      changes: expect.arrayContaining([
        { field: 'document', from: null, to: 'Resumen clínico' },
        { field: 'email', from: null, to: 'jose.gomez@correo.test' },
      ]),
    });
  });

  it('the vaccination card goes the same way, under its own subject and file name', async () => {
    const res = await mailDocument(t, admin.token, patientId, 'certificate', [pdfPart(PDF, 'x.pdf')]);
    expect(res.status).toBe(200);
    const mail = (await t.mailsTo('jose.gomez@correo.test')).at(-1)!;
    expect(mail.subject).toBe(`Carnet de vacunación de Firulais — ${clinicName}`);
    expect(mail.text).toContain('le envía el carnet de vacunación de Firulais');
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `carnet-vacunacion-Firulais-${clinicDay(new Date())}.pdf`,
    ]);
  });

  it('refuses what is not one PDF of at most 2 MB, or names no document, and mails nothing', async () => {
    const before = (await t.mailsTo('jose.gomez@correo.test')).length;
    const entries = (await mailedEntries(t, admin.token)).length;
    const cases: [Promise<{ status: number; body: unknown }>, number, string][] = [
      [mailDocument(t, admin.token, patientId, 'summary', []), 400, 'Adjunta el documento en PDF'],
      [
        mailDocument(t, admin.token, patientId, 'summary', [
          { field: 'file', filename: 'foto.pdf', contentType: 'application/pdf', data: await png() },
        ]),
        415,
        'El documento debe ser un PDF',
      ],
      [
        mailDocument(t, admin.token, patientId, 'summary', [
          pdfPart(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)])),
        ]),
        413,
        'El documento no puede superar 2 MB',
      ],
      [
        mailDocument(t, admin.token, patientId, 'summary', [pdfPart(), pdfPart()]),
        413,
        'Solo se puede enviar un documento',
      ],
      [mailDocument(t, admin.token, patientId, 'receta'), 400, 'El documento debe ser summary o certificate'],
      [
        sendForm(t, 'POST', mailUrl(patientId), admin.token, {}, [pdfPart()]),
        400,
        'Indica qué documento se envía',
      ],
    ];
    for (const [answer, status, msg] of cases) {
      expect(await answer).toMatchObject({ status, body: { msg } });
    }
    // A JSON body cannot carry the file.
    const json = await t.app.inject({
      method: 'POST',
      url: mailUrl(patientId),
      payload: { document: 'summary', file: PDF.toString('latin1') },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([json.statusCode, json.json()]).toEqual([
      400,
      expect.objectContaining({ msg: 'Adjunta el documento en PDF' }),
    ]);
    expect(await t.mailsTo('jose.gomez@correo.test')).toHaveLength(before);
    expect(await mailedEntries(t, admin.token)).toHaveLength(entries);
  });

  it('an owner without an e-mail: 400 with why, nothing mailed', async () => {
    const owner = await createOwner(t, admin.token, { name: 'Sin Correo', email: '' });
    const pet = (await createPet(t, admin.token, owner._id, { name: 'Misu' })) as { _id: string };
    const files = (await t.mailsTo('@')).length;
    expect(await mailDocument(t, admin.token, pet._id, 'certificate')).toMatchObject({
      status: 400,
      body: { msg: 'El propietario no tiene correo electrónico registrado' },
    });
    expect(await t.mailsTo('@')).toHaveLength(files);
  });

  it('the same Idempotency-Key twice (a retry after a lost answer) mails once and answers the first again', async () => {
    const mails = (await t.mailsTo('jose.gomez@correo.test')).length;
    const entries = (await mailedEntries(t, admin.token)).length;
    const key = randomUUID();
    const first = await mailWithKey(t, assistant.token, patientId, 'summary', key);
    expect(first).toEqual({ status: 200, body: { msg: 'Documento enviado a jose.gomez@correo.test' } });
    expect(await mailWithKey(t, assistant.token, patientId, 'summary', key)).toEqual(first);
    const sent = await t.mailsTo('jose.gomez@correo.test');
    expect(sent).toHaveLength(mails + 1);
    expect(sent.at(-1)!.subject).toBe(`Resumen clínico de Firulais — ${clinicName}`);
    expect(await mailedEntries(t, admin.token)).toHaveLength(entries + 1);
    // The key sent again for another pet's mail is refused, and that owner gets nothing.
    const owner = await createOwner(t, admin.token, { name: 'Ana Ruiz', email: 'ana.ruiz@correo.test' });
    const misu = (await createPet(t, admin.token, owner._id, { name: 'Misu' })) as { _id: string };
    expect(await mailWithKey(t, assistant.token, misu._id, 'summary', key)).toEqual({
      status: 409,
      body: { msg: 'Esta clave de envío ya se usó en otra solicitud' },
    });
    expect(await t.mailsTo('ana.ruiz@correo.test')).toEqual([]);
    // A new key is a new mail; without one, each request mails.
    expect((await mailWithKey(t, assistant.token, patientId, 'summary', randomUUID())).status).toBe(200);
    expect((await mailDocument(t, assistant.token, patientId, 'summary')).status).toBe(200);
    expect(await t.mailsTo('jose.gomez@correo.test')).toHaveLength(mails + 3);
    expect(await mailedEntries(t, admin.token)).toHaveLength(entries + 3);
  });

  it('a refused mail keeps no answer for its key: sent again with the PDF, it goes', async () => {
    const mails = (await t.mailsTo('jose.gomez@correo.test')).length;
    const key = randomUUID();
    const photo = { field: 'file', filename: 'foto.pdf', contentType: 'application/pdf', data: await png() };
    expect(await mailWithKey(t, admin.token, patientId, 'certificate', key, [photo])).toMatchObject({
      status: 415,
      body: { msg: 'El documento debe ser un PDF' },
    });
    expect(await mailWithKey(t, admin.token, patientId, 'certificate', key)).toEqual({
      status: 200,
      body: { msg: 'Documento enviado a jose.gomez@correo.test' },
    });
    expect(await t.mailsTo('jose.gomez@correo.test')).toHaveLength(mails + 1);
  });

  it('a groomer, who does not read the clinical record, is refused with the reason', async () => {
    expect(await mailDocument(t, groomer.token, patientId, 'summary')).toMatchObject({
      status: 403,
      body: {
        msg: 'No tienes permiso para ver las historias clínicas. Tu rol en la clínica es Peluquero.',
      },
    });
  });

  it('another clinic’s pet, or none, answers like a missing pet, and its owner gets nothing', async () => {
    const other = await clinicWithPet(t, 'duenio.b@correo.test');
    for (const id of [other.patientId, '8f14e45f-ceea-467f-a9f6-7d5c3b2a1e00', 'no-es-un-id']) {
      expect(await mailDocument(t, admin.token, id, 'summary')).toMatchObject({
        status: 404,
        body: { msg: 'Mascota no encontrada' },
      });
    }
    expect(await t.mailsTo('duenio.b@correo.test')).toEqual([]);
    expect(await mailedEntries(t, other.admin.token)).toEqual([]);
  });
});

describe('the documents a clinic may mail in an hour', () => {
  const t = useTestApp();

  it('20 an hour per clinic, then 429 with the product’s message; another clinic is not affected', async () => {
    const a = await clinicWithPet(t, 'a@correo.test');
    const b = await clinicWithPet(t, 'b@correo.test');
    // Refusals spend nothing of the allowance.
    expect((await mailDocument(t, a.admin.token, a.patientId, 'summary', [])).status).toBe(400);
    // The first with a key, as the screen sends it; its replays below spend nothing.
    const key = randomUUID();
    expect((await mailWithKey(t, a.admin.token, a.patientId, 'summary', key)).status).toBe(200);
    expect((await mailWithKey(t, a.admin.token, a.patientId, 'summary', key)).status).toBe(200);
    for (let i = 1; i < 20; i += 1) {
      expect((await mailDocument(t, a.admin.token, a.patientId, 'summary')).status).toBe(200);
    }
    const refused = await mailDocument(t, a.admin.token, a.patientId, 'certificate');
    expect(refused).toMatchObject({
      status: 429,
      body: { msg: 'Demasiados intentos. Inténtalo de nuevo en 60 minutos.' },
    });
    expect(Number(refused.headers?.['retry-after'])).toBeGreaterThan(3500);
    // A retry of a mail that went still gets its answer, not the refusal.
    expect(await mailWithKey(t, a.admin.token, a.patientId, 'summary', key)).toEqual({
      status: 200,
      body: { msg: 'Documento enviado a a@correo.test' },
    });
    expect(await t.mailsTo('a@correo.test')).toHaveLength(20);
    expect((await mailDocument(t, b.admin.token, b.patientId, 'summary')).status).toBe(200);
    // The next hour opens a new allowance.
    t.clock.advance(60 * 60_000 + 1000);
    expect((await mailDocument(t, a.admin.token, a.patientId, 'certificate')).status).toBe(200);
  });
});
