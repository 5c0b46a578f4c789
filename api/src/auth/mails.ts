import { greeting, renderMail } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';

function minutes(ms: number): number {
  return Math.round(ms / 60_000);
}

export function confirmationMail(to: string, name: string, code: string, ttlMs: number): MailMessage {
  return {
    to,
    code,
    subject: 'VetClinic: confirma tu cuenta',
    ...renderMail(greeting(name), {
      paragraphs: [
        'Gracias por registrarte en VetClinic. Para activar tu cuenta, escribe este código en la pantalla «Confirmar cuenta»:',
      ],
      code,
      codeHint: `El código expira en ${minutes(ttlMs)} minutos. Si no creaste esta cuenta, ignora este correo.`,
    }),
  };
}

export function accountExistsMail(to: string, name: string, confirmed: boolean): MailMessage {
  const next = confirmed
    ? 'Puedes iniciar sesión con tu contraseña. Si no la recuerdas, usa «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.'
    : 'Tu cuenta aún no está confirmada: pide un código nuevo en «Solicitar nuevo código». Si no recuerdas tu contraseña, usa «¿Olvidaste tu contraseña?».';
  return {
    to,
    subject: 'VetClinic: ya tienes una cuenta',
    ...renderMail(greeting(name), {
      paragraphs: [
        'Alguien (quizás tú) intentó crear una cuenta nueva con este correo, pero ya existe una cuenta registrada con él. No se ha cambiado nada.',
        next,
        'Si no fuiste tú, puedes ignorar este correo.',
      ],
    }),
  };
}

export function alreadyConfirmedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: 'VetClinic: tu cuenta ya está confirmada',
    ...renderMail(greeting(name), {
      paragraphs: [
        'Pediste un código de confirmación, pero tu cuenta ya está confirmada: puedes iniciar sesión directamente.',
        'Si no recuerdas tu contraseña, usa «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.',
      ],
    }),
  };
}

export function resetMail(to: string, name: string, code: string, ttlMs: number): MailMessage {
  return {
    to,
    code,
    subject: 'VetClinic: restablece tu contraseña',
    ...renderMail(greeting(name), {
      paragraphs: [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Escribe este código en la pantalla «Nueva contraseña»:',
      ],
      code,
      codeHint: `El código expira en ${minutes(ttlMs)} minutos. Si no lo pediste, ignora este correo: tu contraseña no cambiará.`,
    }),
  };
}

export function passwordChangedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: 'VetClinic: tu contraseña ha cambiado',
    ...renderMail(greeting(name), {
      paragraphs: [
        'La contraseña de tu cuenta acaba de cambiar y se cerraron las demás sesiones abiertas.',
        'Si no fuiste tú, restablece tu contraseña de inmediato con «¿Olvidaste tu contraseña?».',
      ],
    }),
  };
}
