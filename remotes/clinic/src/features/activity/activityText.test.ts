import {
  ACTION_LABELS,
  KIND_LABELS,
  changeLines,
  fieldLabel,
  isRecordKind,
  summaryText,
  valueText,
} from './activityText';
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

test('a document mailed to a pet’s owner says which and to whom (issue 26)', () => {
  expect(ACTION_LABELS.document_mailed).toBe('Envió por correo');
  expect(
    lines({
      action: 'document_mailed',
      recordKind: 'pet',
      changes: [
        { field: 'document', from: null, to: 'Carnet de vacunación' },
        { field: 'email', from: null, to: 'jose@correo.com' },
      ],
    }),
  ).toEqual(['Documento: Carnet de vacunación', 'Correo: jose@correo.com']);
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

test('the clinical record’s kinds have their Spanish names, offered in «Tipo de registro»', () => {
  expect([
    KIND_LABELS.consultation,
    KIND_LABELS.consultation_addendum,
    KIND_LABELS.vital_ranges,
    KIND_LABELS.preventive,
  ]).toEqual(['Consulta', 'Nota de seguimiento', 'Rangos de signos vitales', 'Vacuna o desparasitación']);
  expect(['consultation', 'consultation_addendum', 'vital_ranges', 'preventive'].every(isRecordKind)).toBe(
    true,
  );
});

test('a consultation’s edit reads its measures with their units and its prescriptions in words', () => {
  expect(
    lines({
      recordKind: 'consultation',
      changes: [
        { field: 'temperature_c', from: 39.2, to: 40.5 },
        { field: 'heart_rate', from: null, to: 110 },
        { field: 'next_check', from: null, to: '2026-03-10' },
        { field: 'vet_id', from: 'vet-1', to: 'vet-2' },
        {
          field: 'prescriptions',
          from: [],
          to: [
            {
              drug: 'Metronidazol',
              dose: 15,
              unit: 'mg/kg',
              route: 'Oral',
              frequency: 'cada 12 horas',
              durationDays: 7,
            },
            {
              drug: 'Meloxicam',
              dose: 0.1,
              unit: 'gota',
              route: 'Oral',
              frequency: 'cada 24 horas',
              durationDays: null,
            },
          ],
        },
      ],
    }),
  ).toEqual([
    'Temperatura: 39,2 °C → 40,5 °C',
    'Frecuencia cardíaca: — → 110 lpm',
    'Próximo control: — → 10/03/2026',
    'Médico tratante: cambiado',
    'Receta: — → Metronidazol 15 mg/kg Oral, cada 12 horas, 7 días; Meloxicam 0,1 gota Oral, cada 24 horas, hasta nuevo aviso',
  ]);
});

test('a deleted consultation reads what it held, its ids left out', () => {
  expect(
    lines({
      action: 'delete',
      recordKind: 'consultation',
      changes: [
        { field: 'reason', from: 'Vómitos desde ayer', to: null },
        { field: 'weight_kg', from: 12.35, to: null },
        { field: 'patient_id', from: 'pet-1', to: null },
        { field: 'vet_id', from: 'vet-1', to: null },
      ],
    }),
  ).toEqual(['Motivo de consulta: Vómitos desde ayer', 'Peso: 12,35 kg']);
});

test('a vital-sign range reads «Canino · Temperatura»; a species added reads from nothing', () => {
  expect(
    lines({
      recordKind: 'vital_ranges',
      changes: [
        { field: 'Canino.temperatureC', from: { min: 37.9, max: 39.9 }, to: { min: 38, max: 39.5 } },
        { field: 'Hurón.heartRate', from: null, to: { min: 180, max: 250 } },
      ],
    }),
  ).toEqual(['Canino · Temperatura: 37,9–39,9 → 38–39,5', 'Hurón · Frecuencia cardíaca: — → 180–250']);
  expect(summaryText({ recordKind: 'vital_ranges', summary: 'Rangos de signos vitales' })).toBe('');
});

test('a restore counts its consultations and vital ranges; a long note’s summary is cut', () => {
  expect(
    lines({
      action: 'restore',
      changes: [
        { field: 'consultations', from: null, to: 12 },
        { field: 'vitalReferenceRanges', from: null, to: true },
      ],
    }),
  ).toEqual(['Consultas: 12', 'Rangos de signos vitales: Sí']);
  expect(summaryText({ recordKind: 'consultation_addendum', summary: 'n'.repeat(500) })).toBe(
    `${'n'.repeat(120)}…`,
  );
});

test('a vaccine’s or deworming’s edit names its fields as its form does, who applied it by name', () => {
  const names = new Map([
    ['vet-1', 'Ana Pérez'],
    ['asst-1', 'Marta Ruiz'],
  ]);
  const edit = makeActivityEntry({
    recordKind: 'preventive',
    changes: [
      { field: 'kind', from: 'vaccine', to: 'deworming' },
      { field: 'product', from: 'Antirrábica', to: 'Milbemax' },
      { field: 'lot', from: '', to: 'L-2231' },
      { field: 'applied_on', from: '2026-03-10', to: '2026-03-11' },
      { field: 'next_due', from: '2027-03-10', to: null },
      { field: 'applied_by', from: 'vet-1', to: 'asst-1' },
      { field: 'notes', from: 'Sin reacciones', to: '' },
    ],
  });
  expect(changeLines(edit, names)).toEqual([
    'Tipo: Vacuna → Desparasitación',
    'Producto: Antirrábica → Milbemax',
    'Lote: — → L-2231',
    'Fecha de aplicación: 10/03/2026 → 11/03/2026',
    'Próxima dosis: 10/03/2027 → —',
    'Aplicada por: Ana Pérez → Marta Ruiz',
    'Notas: Sin reacciones → —',
  ]);
  // Before the members are known (or for someone not among them), only that it changed; never an id.
  expect(changeLines(edit)).toContain('Aplicada por: cambiada');
  expect(
    changeLines({ ...edit, changes: [{ field: 'applied_by', from: 'vet-1', to: 'otro' }] }, names),
  ).toEqual(['Aplicada por: cambiada']);
});

test('a consultation’s «Médico tratante» is named as the team names its members, never by an id', () => {
  const names = new Map([
    ['vet-1', 'Ana Pérez'],
    ['vet-2', 'Luis Rojas'],
  ]);
  const created = makeActivityEntry({
    recordKind: 'consultation',
    action: 'create',
    changes: [{ field: 'vet_id', from: null, to: 'vet-1' }],
  });
  expect(changeLines(created, names)).toEqual(['Médico tratante: Ana Pérez']);
  const edit = {
    ...created,
    action: 'update' as const,
    changes: [{ field: 'vet_id', from: 'vet-1', to: 'vet-2' }],
  };
  expect(changeLines(edit, names)).toEqual(['Médico tratante: Ana Pérez → Luis Rojas']);
  expect(changeLines(edit)).toEqual(['Médico tratante: cambiado']);
  const unset = { ...edit, changes: [{ field: 'vet_id', from: 'vet-1', to: null }] };
  expect(changeLines(unset, names)).toEqual(['Médico tratante: Ana Pérez → —']);
});

test('a pet’s alerts read «Alergias» and «Condiciones crónicas»; a restore counts vaccines and deworming', () => {
  expect(
    lines({
      recordKind: 'pet',
      changes: [
        { field: 'allergies', from: '', to: 'Penicilina' },
        { field: 'chronic_conditions', from: 'Epilepsia', to: '' },
      ],
    }),
  ).toEqual(['Alergias: — → Penicilina', 'Condiciones crónicas: Epilepsia → —']);
  expect(lines({ action: 'restore', changes: [{ field: 'preventives', from: null, to: 2 }] })).toEqual([
    'Vacunas y desparasitaciones: 2',
  ]);
});

test('a restore counts the agenda: appointments, those left unassigned, reminders and the schedule', () => {
  const counts = { appointments: 120, unassigned: 3, reminders: 45, schedule: true };
  const changes = Object.entries(counts).map(([field, to]) => ({ field, from: null, to }));
  expect(lines({ action: 'restore', changes })).toEqual([
    'Citas: 120',
    'Citas sin asignar: 3',
    'Recordatorios: 45',
    'Horario de la agenda: Sí',
  ]);
});

test('an owner’s «No enviar recordatorios» reads by its form’s name, «No → Sí» (issue 27)', () => {
  expect(
    lines({ recordKind: 'owner', changes: [{ field: 'reminders_opt_out', from: false, to: true }] }),
  ).toEqual(['No enviar recordatorios: No → Sí']);
  expect(fieldLabel('reminders_opt_out')).toBe('No enviar recordatorios');
});

test('an appointment reads its kind and status as the agenda names them; the schedule its hours (issue 27)', () => {
  expect([KIND_LABELS.appointment, KIND_LABELS.schedule]).toEqual(['Cita', 'Horario de la agenda']);
  expect(['appointment', 'schedule'].every(isRecordKind)).toBe(true);
  expect(
    lines({
      recordKind: 'appointment',
      changes: [
        { field: 'status', from: 'scheduled', to: 'confirmed' },
        { field: 'kind', from: 'consultation', to: 'surgery' },
      ],
    }),
  ).toEqual(['Estado: Programada → Confirmada', 'Tipo: Consulta → Cirugía']);
  const week = (close: string) => [
    ...Array(5).fill({ open: '08:00', close }),
    { open: '08:00', close: '12:00' },
    null,
  ];
  expect(
    lines({
      recordKind: 'schedule',
      changes: [
        { field: 'openingHours', from: week('18:00'), to: week('17:00') },
        { field: 'timeZone', from: 'America/Caracas', to: 'America/Bogota' },
      ],
    }),
  ).toEqual([
    'Horario: lun 08:00–18:00 · mar 08:00–18:00 · mié 08:00–18:00 · jue 08:00–18:00 · vie 08:00–18:00 · sáb 08:00–12:00 · dom cerrado → lun 08:00–17:00 · mar 08:00–17:00 · mié 08:00–17:00 · jue 08:00–17:00 · vie 08:00–17:00 · sáb 08:00–12:00 · dom cerrado',
    'Zona horaria: America/Caracas → America/Bogota',
  ]);
});
