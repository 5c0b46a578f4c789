import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { ownersApi } from '../../api/ownersApi';
import { makeOwner, manyOwners, pretendDesktop } from '../owners/testing/fixtures';
import OwnersListPage from './OwnersListPage';

const jose = makeOwner({ _id: 'o1', name: 'José Pérez', contact: '+573001234567' });
const maria = makeOwner({ _id: 'o2', name: 'María Gómez', contact: '+584141112233', email: '' });

const renderList = () =>
  renderWithStore(<OwnersListPage />, { apis: [ownersApi], path: '/owners', route: '/owners' });
const search = () => screen.getByLabelText('Buscar propietario');

test('searches by name or phone, ignoring case and accents', async () => {
  fakeApi({ 'GET /owners': { status: 200, body: [jose, maria] } });
  renderList();
  expect(await screen.findByRole('link', { name: 'José Pérez' })).toHaveAttribute('href', '/owners/o1');
  expect(screen.getByText('+57 3001234567')).toBeInTheDocument();

  await userEvent.type(search(), 'jose');
  await waitFor(() => expect(screen.queryByText('María Gómez')).not.toBeInTheDocument());
  expect(screen.getByText('José Pérez')).toBeInTheDocument();

  await userEvent.clear(search());
  await userEvent.type(search(), 'GÓMEZ');
  await waitFor(() => expect(screen.queryByText('José Pérez')).not.toBeInTheDocument());
  expect(screen.getByText('María Gómez')).toBeInTheDocument();

  // A piece of the phone number, typed with spaces.
  await userEvent.clear(search());
  await userEvent.type(search(), '300 123');
  await waitFor(() => expect(screen.queryByText('María Gómez')).not.toBeInTheDocument());
  expect(screen.getByText('José Pérez')).toBeInTheDocument();
  expect(screen.getByText('1 de 2 propietarios')).toBeInTheDocument();
});

test('a search that matches nothing says "Sin resultados" and can be cleared', async () => {
  fakeApi({ 'GET /owners': { status: 200, body: [jose, maria] } });
  renderList();
  await screen.findByText('José Pérez');
  await userEvent.type(search(), 'pedro');
  expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
  expect(await screen.findByText('María Gómez')).toBeInTheDocument();
  expect(search()).toHaveValue('');
});

test('no owners yet: "No hay propietarios" with a button to create one', async () => {
  fakeApi({ 'GET /owners': { status: 200, body: [] } });
  renderList();
  expect(await screen.findByText('No hay propietarios')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Registrar propietario' })).toHaveAttribute('href', '/owners/new');
  expect(screen.getByRole('link', { name: 'Nuevo propietario' })).toHaveAttribute('href', '/owners/new');
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('each row links to ver and editar', async () => {
  fakeApi({ 'GET /owners': { status: 200, body: [jose] } });
  renderList();
  expect(await screen.findByRole('link', { name: 'Ver José Pérez' })).toHaveAttribute('href', '/owners/o1');
  expect(screen.getByRole('link', { name: 'Editar José Pérez' })).toHaveAttribute('href', '/owners/o1/edit');
});

test('deleting asks for confirmation, shows the server message and reloads the list', async () => {
  let owners = [jose, maria];
  const { sent } = fakeApi({
    'GET /owners': () => ({ status: 200, body: owners }),
    'DELETE /owners/o1': () => {
      owners = [maria];
      return { status: 200, body: { msg: 'Propietario eliminado correctamente' } };
    },
  });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar José Pérez' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Confirmar eliminación')).toBeInTheDocument();
  expect(within(dialog).getByText('¿Estás seguro de que deseas eliminar a José Pérez?')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Esta acción no se puede deshacer. Se eliminarán todos los datos asociados a esta mascota.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('Propietario eliminado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('José Pérez')).not.toBeInTheDocument());
  expect(sent.filter((r) => r.method === 'GET' && r.path === '/owners')).toHaveLength(2);
});

test('cancelling the dialog deletes nothing', async () => {
  const { sent } = fakeApi({ 'GET /owners': { status: 200, body: [jose] } });
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
  ['SPEC fallback without a message', { status: 500 }, 'Error al crear el dueño'],
])('a failed deletion shows %s', async (_, answer, message) => {
  fakeApi({ 'GET /owners': { status: 200, body: [jose] }, 'DELETE /owners/o1': answer });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar José Pérez' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test('a failed load says why and retries', async () => {
  let fail = true;
  fakeApi({
    'GET /owners': () =>
      fail ? { status: 500, body: { msg: 'Error interno del servidor' } } : { status: 200, body: [jose] },
  });
  renderList();
  expect(await screen.findByText('No se pudieron cargar los propietarios')).toBeInTheDocument();
  expect(screen.getByText('Error interno del servidor')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('José Pérez')).toBeInTheDocument();
});

// Queries by label, not by role and name: computing 40 accessible names under antd's styles is slow in jsdom.
test('5,000 owners: one page of 20 is rendered, and the search still finds any of them', async () => {
  fakeApi({ 'GET /owners': { status: 200, body: manyOwners(5000) } });
  renderList();
  expect(await screen.findByText('5000 propietarios')).toBeInTheDocument();
  expect(screen.getAllByLabelText(/^Ver /)).toHaveLength(20);
  await userEvent.type(search(), '4999');
  expect(await screen.findByText('Propietario 4999')).toBeInTheDocument();
  expect(screen.getAllByLabelText(/^Ver /)).toHaveLength(1);
});

describe('on a desktop screen', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = pretendDesktop();
  });
  afterEach(() => undo());

  test('owners are shown in a paginated table', async () => {
    fakeApi({ 'GET /owners': { status: 200, body: manyOwners(45) } });
    renderList();
    const table = (await screen.findByText('Propietario 0001')).closest('table')!;
    expect(table).toBeInTheDocument();
    expect(within(table).getByText('Nombre').closest('th')).toBeInTheDocument();
    expect(within(table).getAllByLabelText(/^Ver /)).toHaveLength(20);
    await userEvent.click(screen.getByTitle('3'));
    expect(await within(table).findByText('Propietario 0041')).toBeInTheDocument();
    expect(within(table).getAllByLabelText(/^Ver /)).toHaveLength(5);
  });
});
