import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vet/shared-ui';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf, pagedList } from '@vet/shared-ui/testing/fakePages';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import type { Consultation } from '../../api/types';
import { consultation, renderScreen } from '../../testing/fixtures';
import ConsultationListPage from './ConsultationListPage';

const luna = consultation();
const rocky = consultation({
  _id: 'con-2',
  patientId: 'pet-2',
  patient: {
    _id: 'pet-2',
    name: 'Rocky',
    species: 'Canino',
    breed: null,
    ownerId: 'own-2',
    ownerName: 'María Gil',
  },
  date: '2026-03-10T13:05:00.000Z',
  reason: 'Control de vacunas',
  presumptiveDiagnosis: '',
  definitiveDiagnosis: 'Sano',
  vet: { _id: 'vet-2', name: 'Luis Rojas', cmv: '5678' },
});

/** The server's search is its own (api tests): here, the pet's name or the motivo containing q. */
const consultationsServer = (items: () => readonly Consultation[]) =>
  pagedList(items, (item, q) => `${item.patient.name} ${item.reason}`.toLowerCase().includes(q));

const listRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path.startsWith('/consultations?')).map(listParamsOf);

const renderList = (as?: Role, route = '/medical-history') =>
  renderScreen(<ConsultationListPage />, { path: '/medical-history', route, as });

afterEach(() => jest.restoreAllMocks());

test('asks first for the address first-screens.config.js names, so the page’s own early request is the one used', async () => {
  // The page asks for it before any script runs (api/src/http/early-data.ts); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  const { sent } = fakeApi({ 'GET /consultations': consultationsServer(() => [luna, rocky]) });
  renderList();
  await screen.findByRole('link', { name: 'Vómitos desde ayer' });
  expect(`/api${sent[0]!.path}`).toBe(config['/medical-history']!.data[0]);
});

test('a desktop lists the clinic’s consultations newest first: date, pet, owner, motivo, vet', async () => {
  setDesktop(true);
  const { sent } = fakeApi({ 'GET /consultations': consultationsServer(() => [luna, rocky]) });
  renderList();
  expect(screen.getByRole('heading', { level: 1, name: 'Consultas' })).toBeInTheDocument();
  const motivo = await screen.findByRole('link', { name: 'Vómitos desde ayer' });
  expect(motivo).toHaveAttribute('href', '/patients/pet-1/consultations/con-1');
  const row = motivo.closest('tr')!;
  // 14:30 UTC is 10:30 in Caracas.
  expect(within(row).getByText('12/03/2026, 10:30')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Luna' })).toHaveAttribute('href', '/patients/pet-1/history');
  expect(within(row).getByText('José Gómez')).toBeInTheDocument();
  expect(within(row).getByText('Diagnóstico: Gastroenteritis')).toBeInTheDocument();
  expect(within(row).getByText('Ana Pérez')).toBeInTheDocument();
  const other = screen.getByRole('link', { name: 'Control de vacunas' }).closest('tr')!;
  expect(within(other).getByText('Diagnóstico: Sano')).toBeInTheDocument();
  expect(within(other).getByText('Luis Rojas')).toBeInTheDocument();
  expect(screen.getByText('2 consultas')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rangos de signos vitales' })).toHaveAttribute(
    'href',
    '/medical-history/ranges',
  );
  expect(listRequests(sent)).toEqual([{ q: '', page: 1, limit: 20 }]);
});

test('a phone shows one card per consultation, the pet opening its history and the motivo the consultation', async () => {
  setDesktop(false);
  fakeApi({ 'GET /consultations': consultationsServer(() => [luna]) });
  renderList();
  expect(await screen.findByRole('link', { name: 'Vómitos desde ayer' })).toHaveAttribute(
    'href',
    '/patients/pet-1/consultations/con-1',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Luna' })).toHaveAttribute('href', '/patients/pet-1/history');
  expect(screen.getByText('12/03/2026, 10:30')).toBeInTheDocument();
  expect(screen.getByText('Propietario: José Gómez · Médico: Ana Pérez')).toBeInTheDocument();
});

test('«Buscar consultas» asks the server once typing pauses, and says what matched', async () => {
  setDesktop(true);
  const { sent } = fakeApi({ 'GET /consultations': consultationsServer(() => [luna, rocky]) });
  renderList();
  await screen.findByText('Control de vacunas');
  await userEvent.type(screen.getByLabelText('Buscar consultas'), 'rocky');
  await waitFor(() => expect(screen.queryByText('Vómitos desde ayer')).not.toBeInTheDocument());
  expect(screen.getByText('1 consulta encontrada')).toBeInTheDocument();
  expect(listRequests(sent)).toEqual([
    { q: '', page: 1, limit: 20 },
    { q: 'rocky', page: 1, limit: 20 },
  ]);

  await userEvent.clear(screen.getByLabelText('Buscar consultas'));
  await userEvent.type(screen.getByLabelText('Buscar consultas'), 'gato');
  expect(await screen.findByText('Ninguna consulta coincide con «gato».')).toBeInTheDocument();
  expect(screen.getByText('Sin resultados')).toBeInTheDocument();
});

test('a clinic without consultations is told they are registered from a pet, with the way there', async () => {
  fakeApi({ 'GET /consultations': consultationsServer(() => []) });
  renderList('vet');
  expect(await screen.findByText('Aún no hay consultas registradas')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Las consultas se registran desde la ficha de cada mascota: abre la mascota y elige «Nueva consulta».',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a las mascotas' })).toHaveAttribute('href', '/patients');
  expect(screen.queryByLabelText('Buscar consultas')).not.toBeInTheDocument();
});

test('an assistant, who reads consultations but does not register them, is not invited to', async () => {
  fakeApi({ 'GET /consultations': consultationsServer(() => []) });
  renderList('assistant');
  expect(await screen.findByText('Aún no hay consultas registradas')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ir a las mascotas' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Nueva consulta/)).not.toBeInTheDocument();
});

test('a list that could not be loaded says so, with the server’s reason and «Reintentar»', async () => {
  let calls = 0;
  fakeApi({
    'GET /consultations': (request) =>
      ++calls === 1
        ? { status: 500, body: { msg: 'Error interno del servidor' } }
        : consultationsServer(() => [luna])(request),
  });
  setDesktop(true);
  renderList();
  expect(await screen.findByText('No se pudieron cargar las consultas')).toBeInTheDocument();
  expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('link', { name: 'Vómitos desde ayer' })).toBeInTheDocument();
});
