import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf, pagedList } from '@vet/shared-ui/testing/fakePages';
import type { Role } from '@vet/shared-ui';
import type { Owner } from '../../api/types';
import { makeOwner, manyOwners, renderScreen } from '../../testing/fixtures';
import { confirmOwnerDeletion } from '../../testing/deleteDialog';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import OwnerListPage from './OwnerListPage';

const jose = makeOwner({ _id: 'o1', name: 'José Pérez', contact: '+573001234567' });
const maria = makeOwner({ _id: 'o2', name: 'María Gómez', contact: '+584141112233', email: '' });

/** The server's side of the search is its own (api tests): here, a name containing the query. */
const ownersServer = (owners: () => readonly Owner[]) =>
  pagedList(owners, (owner, q) => owner.name.toLowerCase().includes(q));

const renderList = (route = '/owners', as?: Role) => renderScreen(<OwnerListPage />, { route, as });
const search = () => screen.getByLabelText('Buscar propietario');
const listRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path.startsWith('/owners?')).map(listParamsOf);

test('asks the server for the first page of 20, and shows the total', async () => {
  const { sent } = fakeApi({ 'GET /owners': ownersServer(() => [jose, maria]) });
  renderList();
  expect(screen.getByLabelText('Cargando propietarios...')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('link', { name: 'José Pérez' })).toHaveAttribute('href', '/owners/o1');
  expect(screen.getByRole('heading', { level: 1, name: 'Propietarios' })).toBeInTheDocument();
  expect(screen.getByText('+57 3001234567')).toBeInTheDocument();
  expect(screen.getByText('2 propietarios')).toBeInTheDocument();
  expect(listRequests(sent)).toEqual([{ q: '', page: 1, limit: 20 }]);
});

test('asks first for the address first-screens.config.js names, so the page’s own early request is the one used', async () => {
  // The page asks for it before any script runs (api/src/http/early-data.ts); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  const { sent } = fakeApi({ 'GET /owners': ownersServer(() => [jose, maria]) });
  renderList();
  await screen.findByRole('link', { name: 'José Pérez' });
  expect(`/api${sent[0]!.path}`).toBe(config['/owners']!.data[0]);
});

test('a count over ten thousand groups its thousands: «12.345 propietarios»', async () => {
  fakeApi({ 'GET /owners': { status: 200, body: { items: [jose], total: 12345, page: 1, limit: 20 } } });
  renderList();
  expect(await screen.findByText('12.345 propietarios')).toBeInTheDocument();
});

test('the search is sent as q once typing pauses, and kept in the URL', async () => {
  const { sent } = fakeApi({ 'GET /owners': ownersServer(() => [jose, maria]) });
  renderList();
  await screen.findByText('María Gómez');
  await userEvent.type(search(), 'josé');
  await waitFor(() => expect(screen.queryByText('María Gómez')).not.toBeInTheDocument());
  expect(screen.getByText('José Pérez')).toBeInTheDocument();
  expect(screen.getByText('1 propietario encontrado')).toBeInTheDocument();
  // One request for the pause, none per keystroke.
  expect(listRequests(sent)).toEqual([
    { q: '', page: 1, limit: 20 },
    { q: 'josé', page: 1, limit: 20 },
  ]);
  expect(screen.getByTestId('location-search')).toHaveTextContent('?q=jos%C3%A9');
});

test('a search in the URL (back, reload) is asked for and shown in the box', async () => {
  const { sent } = fakeApi({ 'GET /owners': ownersServer(() => [jose, maria]) });
  renderList('/owners?q=mar');
  expect(await screen.findByText('María Gómez')).toBeInTheDocument();
  expect(search()).toHaveValue('mar');
  expect(listRequests(sent)).toEqual([{ q: 'mar', page: 1, limit: 20 }]);
});

test('a search that matches nothing says "Sin resultados" and can be cleared', async () => {
  fakeApi({ 'GET /owners': ownersServer(() => [jose, maria]) });
  renderList();
  await screen.findByText('José Pérez');
  await userEvent.type(search(), 'pedro');
  expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  expect(screen.getByText('Ningún propietario coincide con «pedro».')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
  expect(await screen.findByText('María Gómez')).toBeInTheDocument();
  expect(search()).toHaveValue('');
});

test('no owners yet: "No hay propietarios" with a button to create one', async () => {
  fakeApi({ 'GET /owners': ownersServer(() => []) });
  renderList();
  expect(await screen.findByText('No hay propietarios')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Registrar propietario' })).toHaveAttribute('href', '/owners/new');
  expect(screen.getByRole('link', { name: 'Nuevo propietario' })).toHaveAttribute('href', '/owners/new');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('each row links to ver and editar', async () => {
  fakeApi({ 'GET /owners': ownersServer(() => [jose]) });
  renderList();
  expect(await screen.findByRole('link', { name: 'Ver José Pérez' })).toHaveAttribute('href', '/owners/o1');
  expect(screen.getByRole('link', { name: 'Editar José Pérez' })).toHaveAttribute('href', '/owners/o1/edit');
});

test('deleting asks for confirmation, shows the server message and reloads the page', async () => {
  let owners = [jose, maria];
  const { sent } = fakeApi({
    'GET /owners': ownersServer(() => owners),
    'DELETE /owners/o1': () => {
      owners = [maria];
      return { status: 200, body: { msg: 'Propietario eliminado correctamente' } };
    },
  });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar José Pérez' }));
  await confirmOwnerDeletion('José Pérez');
  expect(await screen.findByText('Propietario eliminado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('José Pérez')).not.toBeInTheDocument());
  expect(listRequests(sent)).toHaveLength(2);
});

test('deleting the last owner of the last page moves back to the page before', async () => {
  let owners = manyOwners(21);
  const last = owners[20];
  fakeApi({
    'GET /owners': ownersServer(() => owners),
    [`DELETE /owners/${last._id}`]: () => {
      owners = owners.slice(0, 20);
      return { status: 200, body: { msg: 'Propietario eliminado correctamente' } };
    },
  });
  renderList('/owners?page=2');
  await userEvent.click(await screen.findByLabelText(`Eliminar ${last.name}`));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('Propietario 0001')).toBeInTheDocument();
  expect(screen.getByTestId('location-search')).toHaveTextContent(/^$/);
});

test('cancelling the dialog deletes nothing', async () => {
  const { sent } = fakeApi({ 'GET /owners': ownersServer(() => [jose]) });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar José Pérez' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
  expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
});

test.each([
  [
    'the server message',
    { status: 409, body: { msg: 'No se pudo eliminar el propietario' } },
    'No se pudo eliminar el propietario',
  ],
  [
    "the server's refusal of the role",
    {
      status: 403,
      body: {
        msg: 'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.',
      },
    },
    'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.',
  ],
  ['the owners fallback without a message', { status: 500 }, 'Error al crear el dueño'],
])('a failed deletion shows %s', async (_, answer, message) => {
  fakeApi({ 'GET /owners': ownersServer(() => [jose]), 'DELETE /owners/o1': answer });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar José Pérez' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test('a failed load says why and retries', async () => {
  let fail = true;
  const server = ownersServer(() => [jose]);
  fakeApi({
    'GET /owners': (request) =>
      fail ? { status: 500, body: { msg: 'Error interno del servidor' } } : server(request),
  });
  renderList();
  expect(await screen.findByText('No se pudieron cargar los propietarios')).toBeInTheDocument();
  expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('José Pérez')).toBeInTheDocument();
});

test('a reload that fails keeps the page on screen under a warning, with «Reintentar»', async () => {
  let owners = [jose, maria];
  let fail = false;
  const server = ownersServer(() => owners);
  fakeApi({
    'GET /owners': (request) => (fail ? { status: 500 } : server(request)),
    'DELETE /owners/o2': () => {
      owners = [jose];
      fail = true;
      return { status: 200, body: { msg: 'Propietario eliminado correctamente' } };
    },
  });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar María Gómez' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('No se pudo actualizar la lista de propietarios.')).toBeInTheDocument();
  expect(screen.getByText('José Pérez')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.queryByText('María Gómez')).not.toBeInTheDocument());
  expect(screen.queryByText('No se pudo actualizar la lista de propietarios.')).not.toBeInTheDocument();
});

test('while the next page loads, the current one stays on screen under a spinner', async () => {
  const owners = manyOwners(45);
  const server = ownersServer(() => owners);
  let release: () => void = () => {};
  fakeApi({
    'GET /owners': (request) =>
      listParamsOf(request).page === 1
        ? server(request)
        : new Promise((resolve) => (release = () => resolve(server(request)))),
  });
  renderList();
  await screen.findByText('Propietario 0001');
  // Phones page with the simple pagination: its "next" button (tests run without the Spanish locale).
  await userEvent.click(screen.getByTitle('Next Page'));
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  expect(screen.getByText('Propietario 0001')).toBeInTheDocument();
  act(() => release());
  expect(await screen.findByText('Propietario 0021')).toBeInTheDocument();
  expect(screen.queryByText('Propietario 0001')).not.toBeInTheDocument();
});

describe('on a desktop screen', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = setDesktop(true);
  });
  afterEach(() => undo());

  test('the table pages through the server: page 3 asks for page=3', async () => {
    const { sent } = fakeApi({ 'GET /owners': ownersServer(() => manyOwners(45)) });
    renderList();
    const table = (await screen.findByText('Propietario 0001')).closest('table')!;
    expect(within(table).getByText('Nombre').closest('th')).toBeInTheDocument();
    expect(within(table).getAllByLabelText(/^Ver /)).toHaveLength(20);
    expect(screen.getByText('45 propietarios')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Propietario 0041')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Ver /)).toHaveLength(5);
    expect(listRequests(sent).at(-1)).toEqual({ q: '', page: 3, limit: 20 });
    expect(screen.getByTestId('location-search')).toHaveTextContent('?page=3');
  });
});

describe('what each role sees (docs/product/owners.md#what-each-role-sees)', () => {
  const PELUQUERO =
    'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.';

  test.each<Role>(['vet', 'assistant'])('a %s creates, edits and deletes owners', async (role) => {
    fakeApi({ 'GET /owners': ownersServer(() => [jose]) });
    renderList('/owners', role);
    expect(await screen.findByRole('link', { name: 'Editar José Pérez' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar José Pérez' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Nuevo propietario' })).toHaveAttribute('href', '/owners/new');
  });

  test('a Peluquero sees the owners; «Nuevo propietario» is disabled and says why; rows offer «Ver» alone', async () => {
    fakeApi({ 'GET /owners': ownersServer(() => [jose]) });
    renderList('/owners', 'groomer');
    expect(await screen.findByRole('link', { name: 'Ver José Pérez' })).toHaveAttribute('href', '/owners/o1');
    expect(screen.queryByRole('link', { name: 'Editar José Pérez' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar José Pérez' })).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Nuevo propietario' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(PELUQUERO);
    expect(screen.queryByRole('link', { name: 'Nuevo propietario' })).not.toBeInTheDocument();
  });

  test('a Peluquero with no owners yet is not offered to register one', async () => {
    fakeApi({ 'GET /owners': ownersServer(() => []) });
    renderList('/owners', 'groomer');
    expect(await screen.findByText('No hay propietarios')).toBeInTheDocument();
    expect(screen.queryByText('Registrar propietario')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Registra al primer propietario para luego añadir sus mascotas.'),
    ).not.toBeInTheDocument();
  });
});
