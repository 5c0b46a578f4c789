import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf } from '@vet/shared-ui/testing/fakePages';
import type { GroomingService } from '../../api/types';
import type { Role } from '@vet/shared-ui';
import { groomingReader, groomingService, renderScreen, signIn } from '../../testing/fixtures';
import { loadStylesheets, stylesheet } from '../../testing/stylesheets';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import GroomingListPage from './GroomingListPage';
import { ServiceActions } from './components/ServiceActions';

// Every row (table or card) renders its actions through ServiceActions: its calls count the rows' renders.
jest.mock('./components/ServiceActions', () => {
  const actual = jest.requireActual<typeof import('./components/ServiceActions')>(
    './components/ServiceActions',
  );
  return { ...actual, ServiceActions: jest.fn(actual.ServiceActions) };
});
const rowRenders = jest.mocked(ServiceActions);

// Wednesday 15 May 2024, 10:00 in Caracas.
const NOW = new Date(2024, 4, 15, 10, 0);
const TODAY = { from: '2024-05-15T04:00:00.000Z', to: '2024-05-16T04:00:00.000Z' };
const WEEK = { from: '2024-05-12T04:00:00.000Z', to: '2024-05-19T04:00:00.000Z' };

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

function renderList(
  routes: Parameters<typeof fakeApi>[0],
  route = '/grooming-services',
  who: Pick<Parameters<typeof renderScreen>[1] & object, 'as' | 'session'> = {},
) {
  const api = fakeApi(routes);
  const path = route.startsWith('/patients')
    ? '/patients/:patientId/grooming-services'
    : '/grooming-services';
  renderScreen(<GroomingListPage />, { path, route, ...who });
  return api;
}

const periodOf = (request: SentRequest) => {
  const params = new URL(request.path, 'http://test').searchParams;
  return { from: params.get('from'), to: params.get('to') };
};

/**
 * The API's list: the services of each period asked for (by its `from`), searched (pet, service,
 * specifications) and paged, with the summary of every match; without page, the whole list (CSV).
 */
function server(byPeriod: Record<string, GroomingService[]>) {
  return (request: SentRequest): FakeAnswer => {
    const { q, page, limit } = listParamsOf(request);
    const services = byPeriod[periodOf(request).from ?? 'all'] ?? [];
    const found = services.filter((item) =>
      `${item.patientId.name} ${item.service} ${item.specifications}`.toLowerCase().includes(q.toLowerCase()),
    );
    if (page === null) return { status: 200, body: { services: found } };
    const cents = found.reduce((sum, item) => sum + Math.round(item.cost * 100), 0);
    const rated = found.filter((item) => item.exchangeRate);
    const summary = {
      count: found.length,
      total: cents / 100,
      average: found.length ? Math.round(cents / found.length) / 100 : 0,
      bolivares: rated.reduce((sum, item) => sum + Math.round(item.cost * 100 * item.exchangeRate!), 0) / 100,
      withRate: rated.length,
    };
    const items = found.slice((page - 1) * limit!, page * limit!);
    return { status: 200, body: { items, total: found.length, page, limit, summary } };
  };
}
const today = (services = SERVICES) => ({ 'GET /grooming': server({ [TODAY.from]: services }) });
const listRequests = (sent: SentRequest[]) =>
  sent
    .filter((r) => r.method === 'GET' && /^\/(grooming|patients\/[^/]+\/grooming)\?/.test(r.path))
    .map((r) => ({ ...listParamsOf(r), ...periodOf(r) }));

// antd forms and modals under jsdom are slow on the shared 2-core machine: room beyond 30 s.
jest.setTimeout(60_000);

const user = setupUser();
// The tests that read how a cell or a card is drawn load the real stylesheets; undone after each.
let unloadStyles = () => {};

beforeEach(() => {
  signIn();
  fakeToday(NOW);
  setDesktop(true);
});
afterEach(() => {
  unloadStyles();
  unloadStyles = () => {};
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearToasts();
  localStorage.clear();
});

test('"Hoy" asks for the first page of today in local time, and shows the summaries the API sums', async () => {
  const { sent } = renderList(today());
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  expect(listRequests(sent)).toEqual([{ q: '', page: 1, limit: 20, ...TODAY }]);
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
  const { sent } = renderList({ 'GET /grooming': server({ [TODAY.from]: [], [WEEK.from]: SERVICES }) });
  expect(await screen.findByText('No hay servicios en este período')).toBeInTheDocument();
  await user.click(screen.getByText('Semana'));
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  expect(listRequests(sent).at(-1)).toEqual({ q: '', page: 1, limit: 20, ...WEEK });
});

test('the search is sent as q within the period; the summaries are those of every match', async () => {
  const { sent } = renderList(today());
  await screen.findByText('Peña');
  await user.fill('Buscar servicios', 'AVENA');
  await waitFor(() => expect(screen.queryByText('Michi')).not.toBeInTheDocument());
  expect(screen.getByTestId('summary-total')).toHaveTextContent('0,20 USD');
  expect(listRequests(sent).at(-1)).toEqual({ q: 'AVENA', page: 1, limit: 20, ...TODAY });
  expect(screen.getByTestId('location-search')).toHaveTextContent('?q=AVENA');
  await user.fill('Buscar servicios', 'gato persa');
  expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  expect(screen.getByText('Ningún servicio coincide con «gato persa».')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
  expect(await screen.findByText('Michi')).toBeInTheDocument();
});

test('a keystroke in the search box redraws the box, not the rows, until the server answers (issue #9)', async () => {
  renderList(today());
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  const box = screen.getByRole('searchbox', { name: 'Buscar servicios' });
  rowRenders.mockClear();
  fireEvent.change(box, { target: { value: 've' } });
  fireEvent.change(box, { target: { value: 'verano' } });
  expect(box).toHaveValue('verano');
  expect(rowRenders).not.toHaveBeenCalled();
  // The answer to the search does redraw the rows: the spy sees it.
  await waitFor(() => expect(screen.queryByText('Peña')).not.toBeInTheDocument());
  expect(rowRenders).toHaveBeenCalled();
});

test('pages through the server: page 2 asks for page=2, the summary still covers every service', async () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    groomingService({ _id: `s${i}`, cost: 1, specifications: `Servicio ${i + 1}` }),
  );
  const { sent } = renderList(today(many));
  await screen.findByText('Servicio 1');
  expect(screen.getByText('25 servicios')).toBeInTheDocument();
  expect(screen.getByTestId('summary-total')).toHaveTextContent('25,00 USD');
  await user.click(screen.getByTitle('2'));
  expect(await screen.findByText('Servicio 21')).toBeInTheDocument();
  expect(listRequests(sent).at(-1)).toEqual({ q: '', page: 2, limit: 20, ...TODAY });
  expect(screen.getByTestId('summary-count')).toHaveTextContent('25');
});

test('one service is counted as «1 servicio»', async () => {
  renderList(today([SERVICES[0]]));
  expect(await screen.findByText('Michi')).toBeInTheDocument();
  expect(screen.getByText('1 servicio')).toBeInTheDocument();
  expect(screen.queryByText('1 servicios')).not.toBeInTheDocument();
});

test('counts group thousands as es-ES does', async () => {
  const summary = { count: 12345, total: 123450, average: 10, bolivares: 0, withRate: 0 };
  renderList({
    'GET /grooming': { status: 200, body: { items: SERVICES, total: 12345, page: 1, limit: 20, summary } },
  });
  expect(await screen.findByText('12.345 servicios')).toBeInTheDocument();
  expect(screen.getByTestId('summary-count')).toHaveTextContent('12.345');
});

test('long specifications are shown whole, wrapping in their cell, not cut to one line with «…»', async () => {
  unloadStyles = loadStylesheets(
    stylesheet.sharedUi('components/dataTable.css'),
    stylesheet.remote('features/grooming-list/groomingList.css'),
  );
  const long =
    'Corte tipo cachorro con tijera en patas y cara, baño con champú de avena, corte de uñas y limpieza de oídos';
  renderList(today([groomingService({ specifications: long })]));
  const cell = (await screen.findByText(long)).closest('td')!;
  expect(getComputedStyle(cell).whiteSpace).not.toBe('nowrap');
  expect(getComputedStyle(cell).textOverflow).not.toBe('ellipsis');
  // A fixed layout gives every column the same width, whatever room the others leave.
  expect(getComputedStyle(cell.closest('table')!).tableLayout).not.toBe('fixed');
});

test('the four summary cards are the cells of one grid row, stretched to one height', async () => {
  unloadStyles = loadStylesheets(stylesheet.remote('features/grooming-list/groomingList.css'));
  renderList(today());
  await screen.findByText('Peña');
  const cards = ['count', 'total', 'average', 'bolivares'].map((key) => screen.getByTestId(`summary-${key}`));
  const grid = cards[0].parentElement!;
  expect(cards.map((card) => card.parentElement)).toEqual([grid, grid, grid, grid]);
  expect(getComputedStyle(grid).display).toBe('grid');
  expect(getComputedStyle(grid).alignItems).toBe('stretch');
});

test('phones get cards instead of the table', async () => {
  setDesktop(false);
  renderList(today());
  expect(await screen.findByText('Peña')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the list retries twice, then says it could not load, with Reintentar', async () => {
  let calls = 0;
  const answer = server({ [TODAY.from]: SERVICES });
  renderList({
    'GET /grooming': (request) =>
      ++calls <= 3 ? { status: 500, body: { msg: 'Error interno' } } : answer(request),
  });
  expect(await screen.findByText('Error al cargar servicios', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(calls).toBe(3);
  await user.click(screen.getByRole('button', { name: /Reintentar/ }));
  expect(await screen.findByText('Peña')).toBeInTheDocument();
});

test('a service is deleted after confirmation, with a success toast', async () => {
  const { sent } = renderList({
    ...today(),
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
    ...today(),
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
    version: 1,
  });
});

test('a stale edit keeps the typed values under a warning; «Recargar» brings the service as it is now', async () => {
  // Another session changed the cost (version 2) after the list was loaded.
  const fresh = { ...SERVICES[0], cost: 25, version: 2 };
  const { sent } = renderList({
    ...today(),
    'GET /grooming/a': { status: 200, body: { service: fresh } },
    'PUT /grooming/a': ({ body }) =>
      (body as { version: number }).version === 2
        ? { status: 200, body: { msg: 'Servicio de Estética actualizado con éxito', service: fresh } }
        : { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } },
  });
  await screen.findByText('Peña');
  await user.click(screen.getByRole('button', { name: 'Editar Corte de Michi' }));
  const dialog = await screen.findByRole('dialog');
  await user.fill('Especificaciones', 'Corte de invierno');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

  expect(await within(dialog).findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(within(dialog).getByLabelText('Especificaciones')).toHaveValue('Corte de invierno');

  await user.click(within(dialog).getByText('Recargar'));
  await waitFor(() => expect(within(dialog).getByLabelText('Costo')).toHaveValue('25,00'));
  expect(within(dialog).getByLabelText('Especificaciones')).toHaveValue('Corte de verano');
  expect(within(dialog).queryByText('Recargar')).not.toBeInTheDocument();

  await user.fill('Especificaciones', 'Corte de invierno');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Servicio de Estética actualizado con éxito')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'PUT').map((r) => (r.body as { version: number }).version)).toEqual([
    1, 2,
  ]);
  expect(sent.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
    specifications: 'Corte de invierno',
    cost: 25,
  });
});

test("a pet's own list names the pet and reads its services", async () => {
  const { sent } = renderList(
    {
      'GET /patients/pet-2/grooming': server({ all: [SERVICES[1]] }),
      'GET /patients/pet-2': { status: 200, body: { _id: 'pet-2', name: 'Peña' } },
    },
    '/patients/pet-2/grooming-services',
  );
  expect(await screen.findByRole('heading', { name: 'Peluquería de Peña' })).toBeInTheDocument();
  await screen.findByText('Champú de avena');
  // "Todos" first: no period; "Mes" asks the pet's own list for the month.
  expect(listRequests(sent)).toEqual([{ q: '', page: 1, limit: 20, from: null, to: null }]);
  await user.click(screen.getByText('Mes'));
  await waitFor(() =>
    expect(listRequests(sent).at(-1)).toEqual({
      q: '',
      page: 1,
      limit: 20,
      from: '2024-05-01T04:00:00.000Z',
      to: '2024-06-01T04:00:00.000Z',
    }),
  );
  expect(sent.every((r) => !r.path.startsWith('/grooming?'))).toBe(true);
});

test('CSV export asks the server for every match of the period and search, not only the page', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { sent } = renderList(today());
  await screen.findByText('Peña');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const all = sent.find((r) => r.path.startsWith('/grooming?') && listParamsOf(r).page === null);
  expect(all && periodOf(all)).toEqual(TODAY);
  const blob = createObjectURL.mock.calls[0][0];
  expect(blob.type).toBe('text/csv;charset=utf-8');
  expect(await blob.text()).toContain('Champú de avena');
});

test('a refusal of the server (the role changed meanwhile) is its sentence in the error toast', async () => {
  const refusal =
    'No tienes permiso para crear, editar o eliminar servicios de peluquería. Tu rol en la clínica es Asistente.';
  renderList({ ...today(), 'DELETE /grooming/b': { status: 403, body: { msg: refusal } } });
  await screen.findByText('Peña');
  await user.click(screen.getByRole('button', { name: 'Eliminar Baño de Peña' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
});

describe('what each role sees (docs/product/grooming.md#what-each-role-sees)', () => {
  test.each<Role>(['groomer', 'assistant', 'vet'])('a %s records, edits and deletes services', async (as) => {
    renderList(today(), '/grooming-services', { as });
    await screen.findByText('Peña');
    // From the whole list, a new service starts by choosing the pet.
    expect(screen.getByRole('link', { name: 'Nuevo Servicio' })).toHaveAttribute('href', '/patients');
    expect(screen.getByRole('button', { name: 'Editar Baño de Peña' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Eliminar Baño de Peña' })).toBeEnabled();
  });

  test('a member who only reads services gets no row actions, and «Nuevo Servicio» disabled with why', async () => {
    renderList(today(), '/grooming-services', { session: groomingReader() });
    await screen.findByText('Peña');
    expect(screen.queryByRole('button', { name: 'Editar Baño de Peña' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Baño de Peña' })).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Nuevo Servicio' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'No tienes permiso para crear, editar o eliminar servicios de peluquería. Tu rol en la clínica es Peluquero.',
    );
  });
});
