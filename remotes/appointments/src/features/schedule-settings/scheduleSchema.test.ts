import { schedule } from '../../testing/fixtures';
import { scheduleSchema, timeZones, toBody, valuesOf, type ScheduleFormValues } from './scheduleSchema';

const VALID = valuesOf(schedule());

/** The first message the rules give `values`, or '' when valid. */
function refusal(values: Partial<ScheduleFormValues>): string {
  try {
    scheduleSchema.validateSync({ ...VALID, ...values });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const monday = (hours: Partial<ScheduleFormValues['openingHours'][number]>) => ({
  openingHours: VALID.openingHours.map((day, i) => (i === 0 ? { ...day, ...hours } : day)),
});

test('the server’s messages, word for word', () => {
  expect(refusal({})).toBe('');
  expect(refusal({ timeZone: '' })).toBe('Zona horaria no válida');
  expect(refusal({ slotMinutes: 25 })).toBe(
    'La duración de cada espacio debe ser 10, 15, 20, 30, 45 o 60 minutos',
  );
  expect(refusal(monday({ open: '8' }))).toBe('Hora inválida');
  expect(refusal(monday({ open: '12:00', close: '12:00' }))).toBe(
    'Cada día abierto necesita una hora de apertura anterior a la de cierre',
  );
  expect(refusal({ appointmentReminderHours: null })).toBe(
    'Indica cuántas horas antes se envía el recordatorio de la cita',
  );
  expect(refusal({ appointmentReminderHours: 169 })).toBe(
    'El recordatorio de la cita debe enviarse de 1 a 168 horas antes',
  );
  expect(refusal({ preventiveReminderDays: null })).toBe(
    'Indica cuántos días antes se avisa de una vacuna o desparasitación',
  );
  expect(refusal({ preventiveReminderDays: 0 })).toBe(
    'El aviso de vacunas y desparasitaciones debe ser de 1 a 60 días antes',
  );
});

test('a closed day’s hours are not checked, and it is sent as null', () => {
  const closed = monday({ closed: true, open: '', close: '' });
  expect(refusal(closed)).toBe('');
  expect(toBody({ ...VALID, ...closed }, 3).openingHours[0]).toBeNull();
  expect(toBody(VALID, 3)).toEqual(schedule({ version: 3 }));
});

test('the zones: America/Caracas first, the clinic’s own kept when the browser lacks it', () => {
  expect(timeZones('America/Caracas')[0]).toBe('America/Caracas');
  expect(timeZones('Europe/Madrid').slice(0, 2)).toEqual(['America/Caracas', 'Europe/Madrid']);
  expect(timeZones('Mars/Olympus')).toContain('Mars/Olympus');
  expect(new Set(timeZones('Europe/Madrid')).size).toBe(timeZones('Europe/Madrid').length);
});
