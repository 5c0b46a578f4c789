// Notificaciones' sentences (the remote's messages.ts holds the agenda's).
export const NOTIFY = {
  title: 'Notificaciones',
  loading: 'Cargando notificaciones...',
  loadFailed: 'No se pudieron cargar las notificaciones',
  today: 'Citas de hoy',
  noneToday: 'No hay citas hoy.',
  whatsapp: 'Recordatorios por enviar por WhatsApp',
  noneWhatsapp: 'No hay recordatorios esperando.',
  sendWhatsapp: 'Enviar por WhatsApp',
  markFailed: 'No se pudo marcar el recordatorio como enviado',
  failed: 'Recordatorios que no se pudieron enviar',
  noneFailed: 'Ningún recordatorio falló.',
  retry: 'Reintentar',
  retryFailed: 'No se pudo volver a poner el recordatorio en cola',
  overdue: 'Vacunas y desparasitaciones vencidas',
  noneOverdue: 'Ninguna vacuna ni desparasitación vencida.',
  doseOf: (kind: 'vaccine' | 'deworming', product: string) =>
    `${kind === 'vaccine' ? 'vacuna' : 'desparasitación'} ${product},`,
  dueSince: (day: string) => `vencida desde el ${day}`,
};
