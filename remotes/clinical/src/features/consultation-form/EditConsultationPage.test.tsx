import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { Consultation } from '../../api/types';
import { chosenIn } from '../../testing/form';
import { clinicVets, consultation, patient, renderScreen, vitalRanges } from '../../testing/fixtures';
import EditConsultationPage from './EditConsultationPage';

const NOW = new Date(2026, 2, 12, 16, 0);
const STALE = 'Este registro cambió mientras lo editabas';
const LOCKED =
  'La consulta está cerrada: pasaron 24 horas desde que se registró. Agrega una nota de seguimiento.';

jest.setTimeout(60_000);
const user = setupUser();

function backend(saved: () => Consultation, put?: (request: SentRequest) => FakeAnswer) {
  return fakeApi({
    'GET /consultations/con-1': () => ({ status: 200, body: { consultation: saved() } }),
    'GET /patients/pet-1': { status: 200, body: patient() },
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /clinical/vital-ranges': { status: 200, body: vitalRanges() },
    ...(put && { 'PUT /consultations/con-1': put }),
  });
}

const renderEdit = () =>
  renderScreen(<EditConsultationPage />, {
    path: '/patients/:patientId/consultations/:consultationId/edit',
    route: '/patients/pet-1/consultations/con-1/edit',
  });

const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
// By its text: a role query computes every element's styles, slow on a form this long under jsdom.
const save = () => user.click(screen.getByText('Guardar cambios'));

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
});

test('the form holds the consultation as saved, its out-of-range value flagged', async () => {
  backend(() => consultation());
  renderEdit();
  expect(await screen.findByText('Editar consulta de Luna')).toBeInTheDocument();
  expect(screen.getByLabelText('Motivo de consulta')).toHaveValue('Vómitos desde ayer');
  expect(screen.getByLabelText('Fecha y hora')).toHaveValue('12/03/2026 10:30');
  expect(screen.getByLabelText('Temperatura (°C)')).toHaveValue('40,5');
  expect(await screen.findByText('Alto')).toBeInTheDocument();
  expect(screen.getByLabelText('Peso (kg)')).toHaveValue('12,4');
  await waitFor(() => expect(chosenIn('Médico tratante')).toBe('M.V. Ana Pérez'));
  expect(chosenIn('Mucosas')).toBe('Rosadas');
  const row = screen.getByText('Medicamento 1').closest('fieldset')!;
  expect(within(row).getByLabelText('Nombre')).toHaveValue('Amoxicilina');
  expect(within(row).getByLabelText('Dosis')).toHaveValue('12,5');
  expect(screen.getByLabelText('Fecha del próximo control')).toHaveValue('19/03/2026');
});

test('saving sends the whole consultation with the version it started from, then opens it', async () => {
  const { sent } = backend(
    () => consultation(),
    () => ({
      status: 200,
      body: { msg: 'Consulta actualizada con éxito', consultation: consultation({ version: 2 }) },
    }),
  );
  renderEdit();
  await screen.findByText('Editar consulta de Luna');
  await user.fill('Temperatura (°C)', '39');
  await user.fill('Diagnóstico definitivo', 'Gastroenteritis aguda');
  await save();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/patients/pet-1/consultations/con-1'),
  );
  expect(await screen.findByText('Consulta actualizada con éxito')).toBeInTheDocument();
  expect(puts(sent)[0].body).toEqual({
    date: '2026-03-12T14:30:00.000Z',
    vetId: 'vet-1',
    reason: 'Vómitos desde ayer',
    anamnesis: 'Comió basura el domingo.',
    weightKg: 12.4,
    temperatureC: 39,
    heartRate: 120,
    respiratoryRate: 24,
    mucousMembranes: 'Rosadas',
    capillaryRefillS: 1.5,
    dehydrationPct: 5,
    bodyCondition: 5,
    findings: 'Dolor a la palpación abdominal.',
    presumptiveDiagnosis: 'Gastroenteritis',
    definitiveDiagnosis: 'Gastroenteritis aguda',
    treatment: 'Dieta blanda por 3 días.',
    prescriptions: [consultation().prescriptions[0]],
    nextCheck: '2026-03-19',
    version: 1,
  });
});

test('a stale save keeps what was typed under the warning; «Recargar» starts over from the saved one', async () => {
  let saved = consultation();
  const { sent } = backend(
    () => saved,
    () => ({ status: 409, body: { msg: STALE } }),
  );
  renderEdit();
  await screen.findByText('Editar consulta de Luna');
  // Another session changed it meanwhile.
  saved = consultation({ reason: 'Vómitos y diarrea', version: 2 });
  await user.fill('Anamnesis', 'Comió basura y huesos.');
  await save();
  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText(STALE)).toHaveLength(1);
  expect(screen.getByLabelText('Anamnesis')).toHaveValue('Comió basura y huesos.');
  await user.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('Motivo de consulta')).toHaveValue('Vómitos y diarrea'));
  expect(screen.getByLabelText('Anamnesis')).toHaveValue('Comió basura el domingo.');
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();
  expect(puts(sent)).toHaveLength(1);
});

test('a save the lock overtook says the server’s sentence', async () => {
  backend(
    () => consultation(),
    () => ({ status: 409, body: { msg: LOCKED } }),
  );
  renderEdit();
  await screen.findByText('Editar consulta de Luna');
  await save();
  expect(await screen.findByText(LOCKED)).toBeInTheDocument();
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();
});

test('a locked consultation is not offered for editing: why, and the way back', async () => {
  const { sent } = backend(() => consultation({ locked: true }));
  renderEdit();
  expect(await screen.findByText('Esta consulta ya no se puede editar')).toBeInTheDocument();
  expect(screen.getByText(LOCKED)).toBeInTheDocument();
  // The header's back link and the status's button.
  for (const link of screen.getAllByRole('link', { name: /Volver a la consulta/ })) {
    expect(link).toHaveAttribute('href', '/patients/pet-1/consultations/con-1');
  }
  expect(screen.queryByLabelText('Motivo de consulta')).not.toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
});

test('another vet’s consultation is its author’s to edit', async () => {
  backend(() => consultation({ authorId: 'vet-2', createdBy: 'Luis Rojas' }));
  renderEdit();
  expect(await screen.findByText('Esta consulta ya no se puede editar')).toBeInTheDocument();
  expect(screen.getByText('Solo quien registró la consulta puede editarla')).toBeInTheDocument();
});

test('a consultation that does not exist says so', async () => {
  fakeApi({
    'GET /consultations/con-1': { status: 404, body: { msg: 'Consulta no encontrada' } },
    'GET /patients/pet-1': { status: 200, body: patient() },
  });
  renderEdit();
  expect(await screen.findByText('Consulta no encontrada')).toBeInTheDocument();
  expect(screen.queryByText('Reintentar')).not.toBeInTheDocument();
});
