import { renderMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { ROLE_LABELS, type Role } from './roles.js';

/** The invitation: who invites, to which clinic and role, and the link that accepts it (7 days). */
export function invitationMail(
  to: string,
  invite: { clinicName: string; invitedBy: string; role: Role; link: string },
): MailMessage {
  return {
    to,
    subject: `VetClinic: te invitaron a ${invite.clinicName}`,
    ...renderMail('Hola:', {
      paragraphs: [
        `${invite.invitedBy} te invitó a trabajar en ${invite.clinicName} con el rol ${ROLE_LABELS[invite.role]}.`,
        'Abre el enlace para aceptar: si ya tienes una cuenta de VetClinic con este correo, escribe tu contraseña; si no, crea una. El enlace sirve una sola vez y vence en 7 días.',
        'Si no esperabas esta invitación, ignora este correo.',
      ],
      link: { href: invite.link, label: 'Aceptar la invitación' },
    }),
  };
}
