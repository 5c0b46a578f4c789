// The reminders' words: the owner's e-mail and the WhatsApp message the front desk sends
// (docs/product/appointments.md#reminders). Names people typed go on one line (mail/layout.ts).
import { APPOINTMENT_KIND_LABELS } from '../lists.generated.js';
import { greeting, oneLine, renderMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';

/** What a reminder says, read with its row (send.ts, the Notificaciones list). */
export interface ReminderFacts {
  kind: 'appointment' | 'preventive';
  clinicName: string;
  clinicPhone: string;
  clinicAddress: string;
  ownerName: string;
  petName: string;
  /** dd/mm/aaaa and HH:mm in the clinic's zone (HH:mm empty for a due day). */
  day: string;
  weekday: string;
  time: string;
  /** The appointment's type and who attends it; the vaccine or deworming's product. */
  appointmentKind: keyof typeof APPOINTMENT_KIND_LABELS | null;
  vetName: string;
  preventiveKind: 'vaccine' | 'deworming' | null;
  product: string;
}

/** The sentence both channels share. */
export function reminderSentence(f: ReminderFacts): string {
  const clinic = oneLine(f.clinicName);
  const pet = oneLine(f.petName);
  if (f.kind === 'appointment') {
    const type = f.appointmentKind ? APPOINTMENT_KIND_LABELS[f.appointmentKind].toLowerCase() : 'cita';
    return (
      `${clinic} le recuerda la cita de ${pet} (${type}) el ${f.weekday} ${f.day} a las ${f.time}` +
      (f.vetName ? `, con ${oneLine(f.vetName)}.` : '.')
    );
  }
  const noun = f.preventiveKind === 'deworming' ? 'la desparasitación' : 'la vacuna';
  return `${clinic} le recuerda que a ${pet} le corresponde ${noun} ${oneLine(f.product)} el ${f.day}.`;
}

function contactLine(f: ReminderFacts): string {
  const parts = [
    f.clinicAddress && `Dirección: ${oneLine(f.clinicAddress)}`,
    f.clinicPhone && `Teléfono: ${f.clinicPhone}`,
  ];
  return parts.filter(Boolean).join('. ');
}

export function reminderSubject(f: ReminderFacts): string {
  const pet = oneLine(f.petName);
  if (f.kind === 'appointment') return `Recordatorio de cita: ${pet}, ${f.day} a las ${f.time}`;
  const noun = f.preventiveKind === 'deworming' ? 'Desparasitación' : 'Vacuna';
  return `Recordatorio: ${noun} de ${pet} (${oneLine(f.product)}), ${f.day}`;
}

/** The e-mail; `link` is the owner's page to confirm or cancel (appointments only). */
export function reminderMail(to: string, f: ReminderFacts, messageId: string, link?: string): MailMessage {
  const contact = contactLine(f);
  const paragraphs = [reminderSentence(f), ...(contact ? [contact + '.'] : [])];
  if (f.kind === 'appointment') {
    paragraphs.push('Con el botón de abajo puede confirmar que asistirá o cancelar la cita.');
  } else {
    paragraphs.push('Comuníquese con la clínica para agendar la cita.');
  }
  paragraphs.push('Este buzón no recibe respuestas.');
  return {
    to,
    subject: reminderSubject(f),
    messageId,
    ...renderMail(greeting(f.ownerName), {
      paragraphs,
      ...(link ? { link: { href: link, label: 'Confirmar o cancelar la cita' } } : {}),
    }),
  };
}

/** The WhatsApp message the front desk sends with one click (wa.me, prefilled). */
export function reminderWhatsapp(f: ReminderFacts, link?: string): string {
  const hello = greeting(f.ownerName).replace(/:$/, ',');
  const end =
    f.kind === 'appointment'
      ? link
        ? ` Para confirmar o cancelar: ${link}`
        : ' Por favor, confírmenos su asistencia.'
      : ' Escríbanos para agendar la cita.';
  return `${hello} ${reminderSentence(f)}${end}`;
}
