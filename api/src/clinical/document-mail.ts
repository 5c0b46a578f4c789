// The mail that carries a pet's document to its owner (docs/product/clinical.md#documents): from the
// product's address, in the clinic's name, with the PDF the clinic made attached under a name the API
// chooses.
import { clinicDay } from '../lib/clinic-day.js';
import { greeting, oneLine, renderMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import type { DocumentRecipient } from './documents-repo.js';

export const DOCUMENT_KINDS = ['summary', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each document's name in a sentence («el resumen clínico»), its title and its file's prefix. */
const DOCUMENTS: Record<DocumentKind, { title: string; noun: string; file: string }> = {
  summary: { title: 'Resumen clínico', noun: 'el resumen clínico', file: 'resumen-clinico' },
  certificate: { title: 'Carnet de vacunación', noun: 'el carnet de vacunación', file: 'carnet-vacunacion' },
};

export const documentTitle = (kind: DocumentKind): string => DOCUMENTS[kind].title;

/**
 * «carnet-vacunacion-Luna-2026-03-12.pdf»: the pet's name without accents or what a file name may not hold,
 * and the clinic's day (in its `zone`) when it was sent.
 */
export function documentFileName(kind: DocumentKind, petName: string, at: Date, zone: string): string {
  const safe = petName
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\w-]+/g, '_');
  return `${DOCUMENTS[kind].file}-${safe}-${clinicDay(at, zone)}.pdf`;
}

export function documentMail(
  kind: DocumentKind,
  to: { email: string } & DocumentRecipient,
  pdf: Buffer,
  at: Date,
  zone: string,
): MailMessage {
  const { title, noun } = DOCUMENTS[kind];
  const pet = oneLine(to.petName);
  const clinic = oneLine(to.clinicName);
  return {
    to: to.email,
    subject: `${title} de ${pet} — ${clinic}`,
    ...renderMail(greeting(to.ownerName), {
      paragraphs: [
        `${clinic} le envía ${noun} de ${pet}: lo encontrará adjunto a este correo, en PDF.`,
        'Si tiene alguna pregunta, comuníquese directamente con la clínica: este buzón no recibe respuestas.',
      ],
    }),
    attachments: [
      {
        filename: documentFileName(kind, to.petName, at, zone),
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
