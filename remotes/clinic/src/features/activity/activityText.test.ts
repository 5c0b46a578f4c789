import { changeLines, fieldLabel, summaryText, valueText } from './activityText';
import { makeActivityEntry } from '../../testing/fixtures';

const lines = (action: Parameters<typeof makeActivityEntry>[0]) => changeLines(makeActivityEntry(action));

test('an edit reads «Campo: antes → después», with the database’s columns named in Spanish', () => {
  expect(
    lines({
      changes: [
        { field: 'name', from: 'Juan Pérez', to: 'Juan P. Rojas' },
        { field: 'email', from: '', to: 'juan@correo.com' },
        { field: 'birth_date', from: '2020-01-31', to: '2020-02-01' },
        { field: 'main_vet', from: 'M.V. Ana Pérez', to: 'M.V. Luis Gómez' },
        { field: 'contact', from: '+584141234567', to: '+573001234567' },
      ],
    }),
  ).toEqual([
    'Nombre: Juan Pérez → Juan P. Rojas',
    'Correo: — → juan@correo.com',
    'Fecha de nacimiento: 31/01/2020 → 01/02/2020',
    'Médico tratante: M.V. Ana Pérez → M.V. Luis Gómez',
    'Contacto: +58 4141234567 → +57 3001234567',
  ]);
});

test('numbers are written es-ES: a decimal comma, money with two decimals, a weight in kg', () => {
  expect(
    lines({
      recordKind: 'grooming_service',
      changes: [
        { field: 'cost', from: 12.5, to: 1250 },
        { field: 'exchange_rate', from: 36.1234, to: null },
        { field: 'weight', from: 4.25, to: 12 },
        { field: 'white_blood_cells', from: 12.5, to: 17000 },
        { field: 'date', from: '2026-03-05T18:30:00+00:00', to: '2026-03-06T13:00:00+00:00' },
        { field: 'payment_type', from: 'Efectivo', to: 'Zelle' },
      ],
    }),
  ).toEqual([
    'Costo: 12,50 USD → 1250,00 USD',
    'Tasa de cambio: 36,1234 → —',
    'Peso: 4,25 kg → 12 kg',
    'Glóbulos blancos: 12,5 → 17.000',
    'Fecha: 05/03/2026, 14:30 → 06/03/2026, 09:00',
    'Forma de pago: Efectivo → Zelle',
  ]);
});

test('a photo or the logo only says it changed, never its hash', () => {
  const text = lines({
    changes: [
      { field: 'photo_hash', from: 'a'.repeat(64), to: 'b'.repeat(64) },
      { field: 'logo', from: null, to: 'nuevo' },
    ],
  });
  expect(text).toEqual(['Foto: cambiada', 'Logo: cambiado']);
  expect(lines({ changes: [{ field: 'logo', from: 'logo', to: null }] })).toEqual(['Logo: quitado']);
});

test('a reference range reads «Perro · Hematocrito» with its ends', () => {
  expect(
    lines({
      recordKind: 'reference_ranges',
      changes: [
        { field: 'perro.hematocrit', from: { min: 37, max: 55 }, to: { min: 30, max: 50 } },
        { field: 'gato.whiteBloodCells', from: { min: 5.5, max: 19.5 }, to: { min: 6, max: 19.5 } },
      ],
    }),
  ).toEqual(['Perro · Hematocrito: 37–55 → 30–50', 'Gato · Glóbulos blancos: 5,5–19,5 → 6–19,5']);
});

test('roles read as the team names them; an invitation or a join says the role given', () => {
  expect(
    lines({ action: 'role_change', changes: [{ field: 'role', from: 'assistant', to: 'vet' }] }),
  ).toEqual(['Rol: Asistente → Veterinario']);
  expect(lines({ action: 'invite', changes: [{ field: 'role', from: null, to: 'groomer' }] })).toEqual([
    'Rol: Peluquero',
  ]);
  // A change that carries no value shows nothing.
  expect(lines({ action: 'restore', changes: [{ field: 'owners' }] })).toEqual([]);
});

test('a restore reads its counts as what there is now, the clinic’s own data included', () => {
  expect(
    lines({
      action: 'restore',
      changes: [
        { field: 'owners', from: null, to: 3 },
        { field: 'clinic', from: null, to: true },
      ],
    }),
  ).toEqual(['Propietarios: 3', 'Datos de la clínica: Sí']);
});

test('the clinic’s own fields and the lab’s', () => {
  expect(
    ['rif', 'phone', 'estado', 'hemotropico', 'observacion', 'total_cells', 'nrbc'].map(fieldLabel),
  ).toEqual(['RIF', 'Teléfono', 'Estado', 'Hemotrópico', 'Observaciones', 'Total de células', 'NRBC']);
  expect(valueText('phone', '+582742631234')).toBe('+58 2742631234');
  expect(valueText('observacion', 'x'.repeat(200))).toBe(`${'x'.repeat(120)}…`);
});

test('the record’s summary: an exam’s date dd/mm/aaaa, nothing that only repeats the kind', () => {
  expect(summaryText({ recordKind: 'lab_exam', summary: '2026-02-10' })).toBe('10/02/2026');
  expect(summaryText({ recordKind: 'reference_ranges', summary: 'Rangos de referencia' })).toBe('');
  expect(summaryText({ recordKind: 'owner', summary: 'Juan Pérez' })).toBe('Juan Pérez');
});
