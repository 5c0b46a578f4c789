import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { choose, chosenIn } from '../../testing/form';
import { clinicVets, consultation, patient, renderScreen, vitalRanges } from '../../testing/fixtures';
import type { ClinicalPatient } from '../../api/types';
import NewConsultationPage from './NewConsultationPage';

// 12 March 2026, 10:30 in Caracas (14:30 UTC).
const NOW = new Date(2026, 2, 12, 10, 30);
const CREATED: FakeAnswer = {
  status: 201,
  body: { msg: 'Consulta registrada con éxito', consultation: consultation() },
};

jest.setTimeout(60_000);
const user = setupUser();

function backend(created: FakeAnswer = CREATED, pet: ClinicalPatient = patient()) {
  return fakeApi({
    'GET /patients/pet-1': { status: 200, body: pet },
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /clinical/vital-ranges': { status: 200, body: vitalRanges() },
    'POST /patients/pet-1/consultations': created,
  });
}

const renderNew = () =>
  renderScreen(<NewConsultationPage />, {
    path: '/patients/:patientId/consultations/new',
    route: '/patients/pet-1/consultations/new',
  });

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
// By its text: a role query computes every element's styles, slow on a form this long under jsdom.
const submit = () => user.click(screen.getByText('Registrar consulta'));
/** A prescription's row: the group its legend names. */
const drugRow = (n: number) => screen.getByText(`Medicamento ${n}`).closest('fieldset')!;
const addDrug = () => user.click(screen.getByText('Agregar medicamento'));

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('the pet’s name heads the form; now and the signed-in vet are its defaults', async () => {
  backend();
  renderNew();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Nueva consulta de Luna' }),
  ).toBeInTheDocument();
  for (const section of [
    'Datos de la consulta',
    'Examen físico',
    'Diagnóstico',
    'Tratamiento',
    'Próximo control',
  ]) {
    // Headings a screen reader jumps between (found by text: a role query is slow on this form).
    expect(screen.getByText(section).tagName).toBe('H2');
  }
  expect(screen.getByLabelText('Fecha y hora')).toHaveValue('12/03/2026 10:30');
  await waitFor(() => expect(chosenIn('Médico tratante')).toBe('M.V. Ana Pérez'));
});

test('the pet’s alerts are above the form', async () => {
  backend(CREATED, patient({ allergies: 'Penicilina' }));
  renderNew();
  const alerts = await screen.findByRole('note', { name: 'Alertas de la mascota' });
  expect(within(alerts).getByText('Penicilina')).toBeInTheDocument();
});

test('an empty submit says what is missing and sends nothing', async () => {
  const { sent } = backend();
  renderNew();
  await screen.findByText('Nueva consulta de Luna');
  await submit();
  expect(await screen.findByText('El motivo de consulta es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('Revisa los campos marcados')).toBeInTheDocument();
  expect(posts(sent)).toHaveLength(0);
});

test('a vital sign outside the dog’s range is flagged live, «Alto» or «Bajo», and the range is said', async () => {
  backend();
  renderNew();
  const temperature = await screen.findByLabelText('Temperatura (°C)');
  await waitFor(() => expect(screen.getByText('normal 37,9–39,9 °C')).toBeInTheDocument());
  expect(screen.getByText('normal 60–140 lpm')).toBeInTheDocument();
  await user.type(temperature, '40,5');
  expect(await screen.findByText('Alto')).toBeInTheDocument();
  // The arrow is a picture; the word is what is said, after the range (the field's extra text).
  expect(temperature).toHaveAccessibleDescription('normal 37,9–39,9 °C Alto');
  await user.clear(temperature);
  await user.type(temperature, '37');
  expect(await screen.findByText('Bajo')).toBeInTheDocument();
  await user.clear(temperature);
  await user.type(temperature, '38,5');
  await waitFor(() => expect(screen.queryByText('Bajo')).not.toBeInTheDocument());
  expect(screen.queryByText('Alto')).not.toBeInTheDocument();
  expect(temperature).toHaveAccessibleDescription('normal 37,9–39,9 °C');
  // A heart rate of 200 is high for a dog.
  await user.fill('Frecuencia cardíaca (lpm)', '200');
  expect(await screen.findByText('Alto')).toBeInTheDocument();
});

test('a cat is judged against the cat’s ranges; a species without ranges is said, and nothing flagged', async () => {
  backend(CREATED, patient({ name: 'Michi', species: 'Felino' }));
  renderNew();
  await user.type(await screen.findByLabelText('Frecuencia cardíaca (lpm)'), '120');
  expect(await screen.findByText('Bajo')).toBeInTheDocument();
  expect(screen.getByText('normal 140–220 lpm')).toBeInTheDocument();
});

test('a rabbit has no ranges: the form says so and flags nothing', async () => {
  backend(CREATED, patient({ name: 'Copito', species: 'Conejo' }));
  renderNew();
  expect(
    await screen.findByText(
      'La especie Conejo no tiene rangos de signos vitales: sus valores no se señalan.',
    ),
  ).toBeInTheDocument();
  await user.fill('Temperatura (°C)', '41');
  expect(screen.queryByText('Alto')).not.toBeInTheDocument();
});

test('an impossible temperature is refused with the server’s words, not recorded as another value', async () => {
  const { sent } = backend();
  renderNew();
  await screen.findByText('Nueva consulta de Luna');
  await user.fill('Motivo de consulta', 'Fiebre');
  await user.fill('Temperatura (°C)', '400');
  await submit();
  expect(await screen.findByText('La temperatura debe estar entre 25 y 45 °C')).toBeInTheDocument();
  expect(screen.getByLabelText('Temperatura (°C)')).toHaveValue('400');
  expect(posts(sent)).toHaveLength(0);
});

test('a prescription row needs its drug, dose, unit, route and frequency; it can be removed', async () => {
  const { sent } = backend();
  renderNew();
  await screen.findByText('Nueva consulta de Luna');
  await user.fill('Motivo de consulta', 'Otitis');
  await addDrug();
  const row = drugRow(1);
  expect(row).toHaveAccessibleName('Medicamento 1');
  await submit();
  for (const message of [
    'El medicamento es obligatorio',
    'La dosis es obligatoria',
    'Unidad no válida',
    'Vía no válida',
    'La frecuencia es obligatoria',
  ]) {
    expect(await within(row).findByText(message)).toBeInTheDocument();
  }
  expect(posts(sent)).toHaveLength(0);
  await user.click(screen.getByLabelText('Quitar medicamento 1'));
  expect(screen.queryByText('Medicamento 1')).not.toBeInTheDocument();
  expect(screen.getByText('Sin medicamentos en la receta.')).toBeInTheDocument();
});

test('a whole consultation is sent once, with its key, its date as an instant; then it opens', async () => {
  const { sent } = backend();
  renderNew();
  await waitFor(() => expect(chosenIn('Médico tratante')).toBe('M.V. Ana Pérez'));
  await choose(user, 'Médico tratante', 'M.V. Luis Rojas');
  await user.fill('Motivo de consulta', 'Vómitos desde ayer');
  await user.fill('Anamnesis', 'Comió basura.');
  await user.fill('Peso (kg)', '12,4');
  await user.fill('Temperatura (°C)', '40,5');
  await user.fill('Frecuencia cardíaca (lpm)', '120');
  await user.fill('Condición corporal (1–9)', '5');
  await choose(user, 'Mucosas', 'Pálidas');
  await user.fill('Diagnóstico presuntivo', 'Gastroenteritis');
  await user.fill('Tratamiento e indicaciones', 'Dieta blanda');
  await addDrug();
  await user.fill('Nombre', 'Metronidazol');
  await user.fill('Dosis', '12,5');
  await choose(user, 'Unidad', 'mg/kg');
  await choose(user, 'Vía', 'Oral');
  await user.fill('Frecuencia', 'cada 12 horas');
  await user.fill('Duración (días)', '7');
  await user.fill('Fecha del próximo control', '19032026');
  await submit();

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/patients/pet-1/consultations/con-1'),
  );
  expect(await screen.findByText('Consulta registrada con éxito')).toBeInTheDocument();
  const [post] = posts(sent);
  expect(posts(sent)).toHaveLength(1);
  expect(post.path).toBe('/patients/pet-1/consultations');
  expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(post.body).toEqual({
    date: '2026-03-12T14:30:00.000Z',
    vetId: 'vet-2',
    reason: 'Vómitos desde ayer',
    anamnesis: 'Comió basura.',
    weightKg: 12.4,
    temperatureC: 40.5,
    heartRate: 120,
    respiratoryRate: null,
    mucousMembranes: 'Pálidas',
    capillaryRefillS: null,
    dehydrationPct: null,
    bodyCondition: 5,
    findings: '',
    presumptiveDiagnosis: 'Gastroenteritis',
    definitiveDiagnosis: '',
    treatment: 'Dieta blanda',
    prescriptions: [
      {
        drug: 'Metronidazol',
        dose: 12.5,
        unit: 'mg/kg',
        route: 'Oral',
        frequency: 'cada 12 horas',
        durationDays: 7,
      },
    ],
    nextCheck: '2026-03-19',
  });
});

test('the server’s field messages land under their fields, a prescription’s in its row', async () => {
  const { sent } = backend({
    status: 400,
    body: {
      msg: 'Datos inválidos',
      errors: [
        { field: 'vetId', msg: 'El médico tratante debe ser un veterinario de la clínica' },
        { field: 'prescriptions.0.frequency', msg: 'Máximo 100 caracteres' },
      ],
    },
  });
  renderNew();
  await waitFor(() => expect(chosenIn('Médico tratante')).toBe('M.V. Ana Pérez'));
  await user.fill('Motivo de consulta', 'Control');
  await addDrug();
  await user.fill('Nombre', 'Meloxicam');
  await user.fill('Dosis', '0,1');
  await choose(user, 'Unidad', 'mg/kg');
  await choose(user, 'Vía', 'Subcutánea');
  await user.fill('Frecuencia', 'cada 24 horas');
  await submit();
  expect(
    await screen.findByText('El médico tratante debe ser un veterinario de la clínica'),
  ).toBeInTheDocument();
  expect(within(drugRow(1)).getByText('Máximo 100 caracteres')).toBeInTheDocument();
  expect(screen.getByText('Datos inválidos')).toBeInTheDocument();
  // Refused: the corrected form is a new submission, with a new key.
  await submit();
  await waitFor(() => expect(posts(sent)).toHaveLength(2));
  const [first, second] = posts(sent).map((request) => request.headers.get('Idempotency-Key'));
  expect(second).not.toBe(first);
});
