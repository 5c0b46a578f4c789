// «Enviar por WhatsApp» (docs/product/clinical.md#documents): a wa.me link to the owner's number with a
// message written for them. A link cannot attach a file, so the message says how the PDF reaches them:
// by e-mail when the owner has one, else printed at the clinic.
import { formatDate, whatsAppUrl } from '@vet/shared-ui';
import type { DueStatus } from '../../api/types';
import type { DocumentKind } from './documentSources';

export interface WhatsAppFacts {
  kind: DocumentKind;
  owner: string;
  pet: string;
  /** The clinic's name ('' without one). */
  clinic: string;
  /** Whether the owner has an e-mail: the PDF goes there, else it is handed at the clinic. */
  hasEmail: boolean;
  /** The pet's due status, the most urgent first (GET /patients/:id/preventives). */
  status: readonly DueStatus[];
}

const DOCUMENT_NOUN: Record<DocumentKind, string> = {
  summary: 'el resumen clínico',
  certificate: 'el carnet de vacunación',
};

/** «Próxima dosis: Séxtuple canina, el 15/01/2027.» and the doses already due, for the card. */
function dueSentences(status: readonly DueStatus[]): string[] {
  const overdue = status.filter((item) => item.status === 'overdue');
  const next = status.find((item) => item.status !== 'overdue');
  return [
    ...(overdue.length
      ? [
          `Dosis vencidas: ${overdue.map((item) => `${item.product} (desde el ${formatDate(item.nextDue)})`).join(', ')}.`,
        ]
      : []),
    ...(next ? [`Próxima dosis: ${next.product}, el ${formatDate(next.nextDue)}.`] : []),
  ];
}

/** The message, in Spanish, as the owner reads it. */
export function whatsAppMessage(facts: WhatsAppFacts): string {
  const from = facts.clinic ? ` de ${facts.clinic}` : '';
  const greeting = facts.owner ? `Hola ${facts.owner}` : 'Hola';
  const sentences = [
    `${greeting}, le compartimos ${DOCUMENT_NOUN[facts.kind]} de ${facts.pet}${from}.`,
    ...(facts.kind === 'certificate' ? dueSentences(facts.status) : []),
    facts.hasEmail
      ? 'El documento en PDF se lo enviamos a su correo electrónico; también puede pedirlo impreso en la clínica.'
      : 'Puede retirar el documento impreso en la clínica.',
  ];
  return sentences.join(' ');
}

/** wa.me/<the owner's number as digits>?text=<the message>. */
export function whatsAppLink(contact: string, facts: WhatsAppFacts): string {
  return `${whatsAppUrl(contact)}?text=${encodeURIComponent(whatsAppMessage(facts))}`;
}
