import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { groomingApi } from '../../api/groomingApi';
import { groomingService, signIn } from '../../../test/fixtures';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import GroomingListPage from './GroomingListPage';

// Wednesday 15 May 2024, 10:00 in Caracas.
const NOW = new Date(2024, 4, 15, 10, 0);
const listPath = (from: string, to: string) => `/grooming?${new URLSearchParams({ from, to })}`;
const TODAY = listPath('2024-05-15T04:00:00.000Z', '2024-05-16T04:00:00.000Z');
const WEEK = listPath('2024-05-12T04:00:00.000Z', '2024-05-19T04:00:00.000Z');

const SERVICES = [
  groomingService({ _id: 'a', cost: 0.1, specifications: 'Corte de verano', paymentType: 'Zelle' }),
  groomingService({
    _id: 'b',
    cost: 0.2,
    service: 'Baño',
    specifications: 'Champú de avena',
    exchangeRate: 40,
    patientId: { _id: 'pet-2', name: 'Peña' },
  }),
];

function setDesktop(desktop: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop && query.includes('min-width: 1024px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderList(routes: Record<string, FakeAnswer | (() => FakeAnswer)>, route = '/grooming-services') {
  const api = fakeApi(routes);
  const path = route.startsWith('/patients')
    ? '/patients/:patientId/grooming-services'
    : '/grooming-services';
  renderWithStore(<GroomingListPage />, { apis: [groomingApi], path, route });
  return api;
}

const ok = (services = SERVICES): FakeAnswer => ({ status: 200, body: { services } });
// antd forms and modals under jsdom are slow on the shared 2-core machine: room beyond 30 s.
jest.setTimeout(60_000);

const user = setupUser();

beforeEach(() => {
  signIn();
  fakeToday(NOW);
  setDesktop(true);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearToasts();
  localStorage.clear();
});

test('"Hoy" asks for today in local time, and the summaries add up to the cent', async () => {
  const { sent } = renderList({ [`GET ${TODAY}`]: ok() });
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  expect(sent.some((r) => r.path === TODAY)).toBe(true);
  expect(screen.getByTestId('summary-count')).toHaveTextContent('2');
  expect(screen.getByTestId('summary-total')).toHaveTextContent('0,30 USD');
  expect(screen.getByTestId('summary-average')).toHaveTextContent('0,15 USD');
  expect(screen.getByTestId('summary-bolivares')).toHaveTextContent('8,00 Bs.');
  expect(screen.getByText('Equivalente en Bs. (servicios con tasa)')).toBeInTheDocument();
  for (const header of ['Fecha', 'Paciente', 'Servicio', 'Especificaciones', 'Pago', 'Costo']) {
    expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  expect(screen.getAllByText('15/05/2024, 14:30')).toHaveLength(2);
  expect(screen.getByText('Zelle')).toBeInTheDocument();
  expect(screen.getByText('Nuevo Servicio').closest('a')).toHaveAttribute('href', '/patients');
});

test('"Semana" starts on Sunday', async () => {
  const { sent } = renderList({ [`GET ${TODAY}`]: ok([]), [`GET ${WEEK}`]: ok() });
  expect(await screen.findByText('No hay servicios en este período')).toBeInTheDocument();
  await user.click(screen.getByText('Semana'));
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  expect(sent.some((r) => r.path === WEEK)).toBe(true);
});

test('search ignores accents and says when nothing matches; summaries follow it', async () => {
  renderList({ [`GET ${TODAY}`]: ok() });
  await screen.findByText('Peña');
  await user.fill('Buscar servicios', 'AVENA');
  expect(screen.queryByText('Michi')).not.toBeInTheDocument();
  expect(screen.getByTestId('summary-total')).toHaveTextContent('0,20 USD');
  await user.fill('Buscar servicios', 'gato persa');
  expect(screen.getByText('No hay resultados')).toBeInTheDocument();
});

test('phones get cards instead of the table', async () => {
  setDesktop(false);
  renderList({ [`GET ${TODAY}`]: ok() });
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the list retries twice, then says it could not load, with Reintentar', async () => {
  let calls = 0;
  renderList({
    [`GET ${TODAY}`]: () => (++calls <= 3 ? { status: 500, body: { msg: 'Error interno' } } : ok()),
  });
  expect(await screen.findByText('Error al cargar servicios', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(calls).toBe(3);
  await user.click(screen.getByRole('button', { name: /Reintentar/ }));
  expect(await screen.findByText('Peña')).toBeInTheDocument();
});

test('a service is deleted after confirmation, with a success toast', async () => {
  const { sent } = renderList({
    [`GET ${TODAY}`]: ok(),
    'DELETE /grooming/b': { status: 200, body: { msg: 'Servicio de Estética eliminado con éxito' } },
  });
  await screen.findByText('Peña');
  await user.click(screen.getByRole('button', { name: 'Eliminar Baño de Peña' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirmar eliminación')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('Servicio de Estética eliminado con éxito')).toBeInTheDocument();
  expect(sent.some((r) => r.method === 'DELETE' && r.path === '/grooming/b')).toBe(true);
});

test('a service is edited in a modal with the same form (PUT)', async () => {
  const { sent } = renderList({
    [`GET ${TODAY}`]: ok(),
    'PUT /grooming/a': {
      status: 200,
      body: { msg: 'Servicio de Estética actualizado con éxito', service: SERVICES[0] },
    },
  });
  await screen.findByText('Peña');
  await user.click(screen.getByRole('button', { name: 'Editar Corte de Michi' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByText('Efectivo'));
  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Servicio de Estética actualizado con éxito')).toBeInTheDocument();
  const put = sent.find((r) => r.method === 'PUT');
  expect(put?.body).toEqual({
    date: '2024-05-15T18:30:00.000Z',
    service: 'Corte',
    specifications: 'Corte de verano',
    observations: '',
    cost: 0.1,
    paymentType: 'Efectivo',
    exchangeRate: null,
  });
});

test("a pet's own list names the pet and reads its services", async () => {
  const { sent } = renderList(
    {
      'GET /patients/pet-2/grooming': ok([SERVICES[1]]),
      'GET /patients/pet-2': { status: 200, body: { _id: 'pet-2', name: 'Peña' } },
    },
    '/patients/pet-2/grooming-services',
  );
  expect(await screen.findByRole('heading', { name: 'Peluquería de Peña' })).toBeInTheDocument();
  await screen.findByText('Champú de avena');
  expect(sent.some((r) => r.path.startsWith('/grooming?'))).toBe(false);
});

test('CSV export downloads what is listed', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderList({ [`GET ${TODAY}`]: ok() });
  await screen.findByText('Peña');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const blob = createObjectURL.mock.calls[0][0];
  expect(blob.type).toBe('text/csv;charset=utf-8');
});
