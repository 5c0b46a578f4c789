import { appointmentSchema, maskTime, type AppointmentFormValues } from './appointmentSchema';

const VALID: AppointmentFormValues = {
  patientId: 'pet-1',
  vetId: 'vet-2',
  kind: 'consultation',
  date: '2026-03-12',
  time: '09:30',
  durationMinutes: 30,
  notes: '',
};

/** The first message the rules give `values`, or '' when valid. */
function refusal(values: Partial<AppointmentFormValues>, groomingOnly = false): string {
  try {
    appointmentSchema(groomingOnly).validateSync({ ...VALID, ...values });
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

test('the server’s messages, word for word', () => {
  expect(refusal({})).toBe('');
  expect(refusal({ patientId: '' })).toBe('La mascota es obligatoria');
  expect(refusal({ vetId: '' })).toBe('Quién atiende es obligatorio');
  expect(refusal({ kind: '' })).toBe('El tipo de cita es obligatorio');
  expect(refusal({ date: '' })).toBe('La fecha es obligatoria');
  expect(refusal({ date: '2026-02-30' })).toBe('Fecha inválida');
  expect(refusal({ date: '31/02/2026' })).toBe('Fecha inválida');
  expect(refusal({ time: '' })).toBe('La hora es obligatoria');
  expect(refusal({ time: '24:00' })).toBe('Hora inválida');
  expect(refusal({ durationMinutes: null })).toBe('La duración es obligatoria');
  for (const duration of [0, 7, 485, 12.5]) {
    expect(refusal({ durationMinutes: duration })).toBe(
      'La duración debe ser de 5 a 480 minutos, en múltiplos de 5',
    );
  }
  expect(refusal({ durationMinutes: 480 })).toBe('');
  expect(refusal({ notes: 'x'.repeat(1001) })).toBe('Máximo 1000 caracteres');
});

test('a Peluquero books «Peluquería» alone', () => {
  expect(refusal({ kind: 'consultation' }, true)).toBe(
    'Como Peluquero solo puedes gestionar citas de Peluquería.',
  );
  expect(refusal({ kind: 'grooming' }, true)).toBe('');
});

test('the time is typed as digits, the colon put in', () => {
  expect(maskTime('9')).toBe('9');
  expect(maskTime('093')).toBe('09:3');
  expect(maskTime('0930')).toBe('09:30');
  expect(maskTime('09:30')).toBe('09:30');
  expect(maskTime('9h30x')).toBe('93:0');
});
