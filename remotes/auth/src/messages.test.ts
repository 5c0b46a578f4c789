import { MSG } from './messages';

const counts = {
  owners: 1,
  patients: 12345,
  photos: 10000,
  labExams: 1,
  grooming: 0,
  labReferenceRanges: false,
  consultations: 0,
  preventives: 0,
  vitalReferenceRanges: false,
  appointments: 0,
  unassigned: 0,
  reminders: 0,
  schedule: false,
};

test('the restore report says each count with its noun, singular for one, thousands grouped', () => {
  expect(MSG.restored('Respaldo restaurado con éxito', counts)).toBe(
    'Respaldo restaurado con éxito. Se restauraron 1 propietario, 12.345 mascotas (10.000 con foto), ' +
      '1 examen de laboratorio y 0 servicios de estética.',
  );
});

test('consultations, vaccines and both range tables are said when the file had them', () => {
  const clinical = {
    ...counts,
    consultations: 1,
    preventives: 3,
    labReferenceRanges: true,
    vitalReferenceRanges: true,
  };
  expect(MSG.restored('Respaldo restaurado con éxito', clinical)).toBe(
    'Respaldo restaurado con éxito. Se restauraron 1 propietario, 12.345 mascotas (10.000 con foto), ' +
      '1 examen de laboratorio, 0 servicios de estética, 1 consulta, 3 vacunas y desparasitaciones, ' +
      'tus rangos de referencia y tus rangos de signos vitales.',
  );
  expect(MSG.restored('Respaldo restaurado con éxito', { ...counts, preventives: 1 })).toContain(
    '0 servicios de estética y 1 vacuna o desparasitación.',
  );
});

test("the agenda's appointments, how many came back unassigned, its reminders and its schedule", () => {
  const agenda = { ...counts, appointments: 12000, unassigned: 3, reminders: 1, schedule: true };
  expect(MSG.restored('Respaldo restaurado con éxito', agenda)).toBe(
    'Respaldo restaurado con éxito. Se restauraron 1 propietario, 12.345 mascotas (10.000 con foto), ' +
      '1 examen de laboratorio, 0 servicios de estética, 12.000 citas (3 sin asignar), 1 recordatorio ' +
      'y el horario de la agenda.',
  );
  expect(MSG.restored('Respaldo restaurado con éxito', { ...agenda, unassigned: 0, reminders: 0 })).toContain(
    '0 servicios de estética, 12.000 citas y el horario de la agenda.',
  );
});
