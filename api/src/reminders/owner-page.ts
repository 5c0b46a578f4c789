// The owner's page behind a reminder's link (docs/product/appointments.md#the-owner-answers): plain
// HTML from the server, no script, readable on any phone. Texts people typed are escaped.
import { APPOINTMENT_STATUS_LABELS } from '../lists.generated.js';
import { escapeHtml } from '../mail/layout.js';
import type { OwnerView } from './owner-answer.js';

export const INVALID_LINK_MSG =
  'Este enlace no es válido. Si recibió un recordatorio, comuníquese con la clínica.';
export const TOO_MANY_MSG = 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.';

const STYLE = `body{font-family:Arial,sans-serif;color:#222;margin:0;background:#f5f7fa}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}dl{margin:0 0 1.5rem}dt{color:#555;font-size:.9rem}dd{margin:0 0 .75rem;font-size:1.1rem}
form{display:inline}button{font-size:1rem;padding:.7rem 1.2rem;border-radius:6px;border:1px solid #1677ff;margin:0 .5rem .5rem 0;cursor:pointer}
.confirm{background:#1677ff;color:#fff}.cancel{background:#fff;color:#a8071a;border-color:#a8071a}
p.note{color:#333;background:#f0f5ff;padding:.75rem;border-radius:6px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(message)}</p>`);
}

/** The appointment, and the two answers while the link is open. `done` is the answer just given. */
export function appointmentPage(view: OwnerView, token: string, done?: 'confirm' | 'cancel'): string {
  const status = APPOINTMENT_STATUS_LABELS[view.status as keyof typeof APPOINTMENT_STATUS_LABELS];
  const facts = `<dl>
<dt>Clínica</dt><dd>${escapeHtml(view.clinicName)}</dd>
<dt>Mascota</dt><dd>${escapeHtml(view.petName)}</dd>
<dt>Fecha</dt><dd>${escapeHtml(`${view.weekday} ${view.day}, ${view.time}`)}</dd>
<dt>Estado</dt><dd>${escapeHtml(status)}</dd></dl>`;
  let note = '';
  if (done === 'confirm') note = '¡Gracias! Su cita quedó confirmada.';
  else if (done === 'cancel')
    note = 'Su cita quedó cancelada. Si desea otra fecha, comuníquese con la clínica.';
  else if (view.closed === 'used')
    note = 'Ya respondió a este recordatorio. Si necesita un cambio, comuníquese con la clínica.';
  else if (view.closed === 'expired')
    note = 'Este enlace venció: la cita ya pasó o cambió. Si necesita un cambio, comuníquese con la clínica.';
  const path = `/cita/${encodeURIComponent(token)}`;
  const actions =
    note === ''
      ? `<form method="post" action="${path}"><input type="hidden" name="answer" value="confirm">
<button class="confirm" type="submit">Confirmar</button></form>
<form method="post" action="${path}"><input type="hidden" name="answer" value="cancel">
<button class="cancel" type="submit">Cancelar</button></form>`
      : `<p class="note">${escapeHtml(note)}</p>`;
  return page('Su cita', `<h1>Su cita</h1>${facts}${actions}`);
}
