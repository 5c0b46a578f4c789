import { MSG } from './messages';

const counts = {
  owners: 1,
  patients: 12345,
  photos: 10000,
  labExams: 1,
  grooming: 0,
  labReferenceRanges: false,
};

test('the restore report says each count with its noun, singular for one, thousands grouped', () => {
  expect(MSG.restored('Respaldo restaurado con éxito', counts)).toBe(
    'Respaldo restaurado con éxito. Se restauraron 1 propietario, 12.345 mascotas (10.000 con foto), ' +
      '1 examen de laboratorio y 0 servicios de estética.',
  );
});
