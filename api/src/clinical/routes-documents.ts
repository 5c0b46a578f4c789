// POST /api/patients/:patientId/documents/mail (docs/product/clinical.md#documents): the screen makes the
// pet's clinical summary or vaccination card as a PDF and sends it here; the API mails it to the pet's
// owner through the product's mailer, within the clinic's hourly allowance, and logs who sent what to whom.
// With an Idempotency-Key a retry after a lost answer replays the first answer and mails nothing again.
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { recordEvent } from '../audit/events.js';
import type { AppContext } from '../context.js';
import { errorHandler } from '../http/error-handler.js';
import { HttpError } from '../http/errors.js';
import { idParams } from '../http/id-params.js';
import { RateLimiter } from '../http/rate-limit.js';
import { msgResponseSchema, withErrors } from '../http/schemas.js';
import { createOnce } from '../http/submission-key.js';
import type { MailMessage } from '../mail/mailer.js';
import { PATIENT_NOT_FOUND_MSG } from '../patients/schemas.js';
import { DOCUMENT_KINDS, documentMail, documentTitle } from './document-mail.js';
import { findDocumentRecipient } from './documents-repo.js';

export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_REQUIRED_MSG = 'Adjunta el documento en PDF';
export const DOCUMENT_NOT_PDF_MSG = 'El documento debe ser un PDF';
export const DOCUMENT_TOO_LARGE_MSG = 'El documento no puede superar 2 MB';
export const ONE_DOCUMENT_MSG = 'Solo se puede enviar un documento';
export const NO_OWNER_EMAIL_MSG = 'El propietario no tiene correo electrónico registrado';
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const DOCUMENT_MSG = 'El documento debe ser summary o certificate';

const params = idParams(['patientId'], PATIENT_NOT_FOUND_MSG);
const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    document: {
      type: 'string',
      enum: DOCUMENT_KINDS,
      description: '`summary` (Resumen clínico) or `certificate` (Carnet de vacunación)',
      errorMessages: { required: 'Indica qué documento se envía', enum: DOCUMENT_MSG, type: DOCUMENT_MSG },
    },
    // The PDF (a Buffer): a file part of the multipart/form-data request, checked by its bytes.
    file: { description: 'The PDF, at most 2 MiB: a file part of multipart/form-data' },
  },
  required: ['document'],
} as const;

const mailDocumentSchema = {
  summary:
    "Mail a pet's clinical summary or vaccination card (multipart: `document`, the PDF in `file`) to its owner (Idempotency-Key)",
  tags: ['clinical'],
  consumes: ['multipart/form-data', 'application/json'],
  params,
  body,
  response: withErrors({ 200: msgResponseSchema }),
};

type Body = Omit<FromSchema<typeof body>, 'file'> & { file?: unknown };

/** Registered in a context of its own: the multipart parser and its limits' messages stay with it. */
export async function documentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { clock, mailer, auth } = ctx;
  // Buffered in memory (2 MiB at most): nothing is sent before every check has passed.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 1, fileSize: MAX_DOCUMENT_BYTES, fields: 2, parts: 3, fieldSize: 64, fieldNameSize: 50 },
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tooLarge = error.code === 'FST_REQ_FILE_TOO_LARGE';
    const mapped = tooLarge
      ? new HttpError(413, DOCUMENT_TOO_LARGE_MSG, [{ field: 'file', msg: DOCUMENT_TOO_LARGE_MSG }])
      : error.code === 'FST_FILES_LIMIT'
        ? new HttpError(413, ONE_DOCUMENT_MSG)
        : error;
    return errorHandler(mapped, request, reply);
  });

  app.post<{ Params: FromSchema<typeof params>; Body: Body }>(
    '/patients/:patientId/documents/mail',
    { schema: mailDocumentSchema, onRequest: app.authenticate, config: { permission: 'clinical.read' } },
    async (request, reply) => {
      const { clinicId, vetId } = request;
      const { patientId } = request.params;
      // Made inside the transaction, sent only once it has committed, and only by the request that ran
      // it: a replay of the key answers what was stored and leaves this unset.
      let mail: MailMessage | undefined;
      await createOnce(ctx, request, reply, async (q) => {
        const recipient = await findDocumentRecipient(q, clinicId, patientId);
        if (!recipient) throw new HttpError(404, PATIENT_NOT_FOUND_MSG);
        if (!recipient.ownerEmail) throw new HttpError(400, NO_OWNER_EMAIL_MSG);
        const pdf = request.body.file;
        if (!Buffer.isBuffer(pdf) || pdf.length === 0) {
          throw new HttpError(400, DOCUMENT_REQUIRED_MSG, [{ field: 'file', msg: DOCUMENT_REQUIRED_MSG }]);
        }
        if (!pdf.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
          throw new HttpError(415, DOCUMENT_NOT_PDF_MSG, [{ field: 'file', msg: DOCUMENT_NOT_PDF_MSG }]);
        }
        // Counted only when a mail is about to go: refusals above spend nothing of the allowance. In the
        // transaction, so a mail that does not commit gives its count back.
        await new RateLimiter(q, clock).reserve([[auth.limits.documentMailsPerClinic, clinicId]]);
        const kind = request.body.document;
        const email = recipient.ownerEmail;
        await recordEvent(q, {
          clinicId,
          actorId: vetId,
          action: 'document_mailed',
          kind: 'pet',
          recordId: patientId,
          summary: recipient.petName,
          changes: { document: { from: null, to: documentTitle(kind) }, email: { from: null, to: email } },
        });
        mail = documentMail(kind, { ...recipient, email }, pdf, clock.now(), request.clinicZone);
        return { status: 200, body: { msg: `Documento enviado a ${email}` } };
      });
      if (mail) mailer.send(mail);
      return reply;
    },
  );
}
