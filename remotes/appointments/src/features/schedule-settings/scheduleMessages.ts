// «Horario de la agenda» (/appointments/schedule): its sentences in Spanish, the rules' word for word as the
// server says them (api/src/appointments/schedule-schemas.ts, schemas.ts).
export const SCHEDULE_MSG = {
  title: 'Horario de la agenda',
  loading: 'Cargando horario...',
  loadFailed: 'No se pudo cargar el horario de la clínica',
  reloadFailed: 'No se pudo actualizar el horario de la clínica.',
  saved: 'Horario guardado',
  saveFailed: 'No se pudo guardar el horario',
  checkForm: 'Revisa los campos marcados',
  backToAgenda: 'Volver a la agenda',
  hoursIntro: 'Marca «Cerrado» los días que la clínica no atiende.',
  // Under «Zona horaria» while another zone is chosen: booked appointments keep their moment.
  zoneChange: (from: string, to: string, day: 'previous' | 'same' | 'next') =>
    `Las citas ya registradas no se reprograman: siguen en el mismo momento y su hora se mostrará según la nueva zona (hoy, una cita de las ${from} se verá a las ${to}${day === 'previous' ? ' del día anterior' : day === 'next' ? ' del día siguiente' : ''}).`,
  zoneChangeSameHour:
    'Las citas ya registradas no se reprograman: siguen en el mismo momento y su hora se mostrará según la nueva zona (hoy coincide con la de la zona guardada).',

  // The server's messages
  zone: 'Zona horaria no válida',
  slot: 'La duración de cada espacio debe ser 10, 15, 20, 30, 45 o 60 minutos',
  hours: 'Cada día abierto necesita una hora de apertura anterior a la de cierre',
  invalidTime: 'Hora inválida',
  reminderRequired: 'Indica cuántas horas antes se envía el recordatorio de la cita',
  reminderRange: 'El recordatorio de la cita debe enviarse de 1 a 168 horas antes',
  preventiveRequired: 'Indica cuántos días antes se avisa de una vacuna o desparasitación',
  preventiveRange: 'El aviso de vacunas y desparasitaciones debe ser de 1 a 60 días antes',
} as const;

/** Monday first, as `openingHours` holds them. */
export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
