import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeOwner, renderScreen } from '../../testing/fixtures';
import EditOwnerPage from './EditOwnerPage';

const owner = makeOwner({
  _id: 'o1',
  name: 'José Pérez',
  contact: '+584141234567',
  email: '',
  address: '',
  version: 4,
});

const renderEdit = () =>
  renderScreen(<EditOwnerPage />, { path: '/owners/:ownerId/edit', route: '/owners/o1/edit' });
// By text, not by role and name: accessible names under antd's styles are slow in jsdom.
const save = () => userEvent.click(screen.getByText('Guardar cambios'));
const nameField = () => screen.findByLabelText('Nombre');

/** Pastes into a field: one input event instead of one per key (typing in antd forms is slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

test('the form comes prefilled, with the dial code apart from the digits', async () => {
  fakeApi({ 'GET /owners/o1': { status: 200, body: owner } });
  renderEdit();
  expect(screen.getByRole('heading', { level: 1, name: 'Editar propietario' })).toBeInTheDocument();
  expect(screen.getByText('Propietario').closest('a')).toHaveAttribute('href', '/owners/o1');
  expect(screen.getByText('Cargando propietario...')).toBeInTheDocument();
  expect(await nameField()).toHaveValue('José Pérez');
  // The phone field loads on demand (shared-ui's PhoneInput): until then, a disabled stand-in of its name.
  await screen.findByRole('combobox', { name: 'Código de país' });
  expect(screen.getByLabelText('Número de teléfono')).toHaveValue('4141234567');
  expect(screen.getByLabelText('Código de país').closest('.ant-select')).toHaveTextContent('+58');
});

test("the name is required, with the edit form's own message", async () => {
  const { sent } = fakeApi({ 'GET /owners/o1': { status: 200, body: owner } });
  renderEdit();
  await userEvent.clear(await nameField());
  await fill(screen.getByLabelText('Email (opcional)'), 'jose.vet');
  await save();
  expect(await screen.findByText('El nombre del propietario es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('Formato de email inválido')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

test('nothing changed: an info toast and no call', async () => {
  const { sent } = fakeApi({ 'GET /owners/o1': { status: 200, body: owner } });
  renderEdit();
  await nameField();
  await save();
  expect(await screen.findByText('No hay cambios para guardar')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

test('saving sends every field, shows the server message and goes back one page', async () => {
  const { sent } = fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'PUT /owners/o1': { status: 200, body: { msg: 'Propietario actualizado correctamente', owner } },
  });
  // The vet came from the detail page: "back one page" is that page.
  renderScreen(
    <Routes>
      <Route path="/owners/:ownerId" element={<Link to="edit">Editar</Link>} />
      <Route path="/owners/:ownerId/edit" element={<EditOwnerPage />} />
    </Routes>,
    { path: '*', route: '/owners/o1' },
  );
  await userEvent.click(screen.getByText('Editar'));
  await fill(await screen.findByLabelText('Email (opcional)'), 'j@vet.co');
  await save();
  expect(await screen.findByText('Propietario actualizado correctamente')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/owners\/o1$/));
  // The version the form was loaded with travels with the save.
  expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
    name: 'José Pérez',
    contact: '+584141234567',
    email: 'j@vet.co',
    address: '',
    remindersOptOut: false,
    version: 4,
  });
});

test('«No enviar recordatorios» comes as the owner has it; changing it alone is a change, and is sent', async () => {
  const { sent } = fakeApi({
    'GET /owners/o1': { status: 200, body: { ...owner, remindersOptOut: true } },
    'PUT /owners/o1': { status: 200, body: { msg: 'Propietario actualizado', owner } },
  });
  renderEdit();
  await nameField();
  const optOut = screen.getByLabelText('No enviar recordatorios');
  expect(optOut).toBeChecked();
  await userEvent.click(optOut);
  await save();
  await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
  expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ remindersOptOut: false, version: 4 });
});

test('opened directly (no page before), saving leads to the detail', async () => {
  fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'PUT /owners/o1': { status: 200, body: { msg: 'Propietario actualizado', owner } },
  });
  renderEdit();
  await fill(await nameField(), ' Gil');
  await save();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/owners\/o1$/));
});

test("a failed save shows the server's message", async () => {
  fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'PUT /owners/o1': { status: 404, body: { msg: 'Propietario no encontrado' } },
  });
  renderEdit();
  await fill(await nameField(), ' Gil');
  await save();
  expect(await screen.findByText('Propietario no encontrado')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/owners/o1/edit');
});

test('a missing owner on load redirects to /404', async () => {
  fakeApi({ 'GET /owners/o1': { status: 404, body: { msg: 'Propietario no encontrado' } } });
  renderEdit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
});

test('any other load failure redirects to /404 too, saying why', async () => {
  fakeApi({ 'GET /owners/o1': { status: 500 } });
  renderEdit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
  expect(await screen.findByText('Error al crear el dueño')).toBeInTheDocument();
});

test('a stale save keeps what was typed under a warning; «Recargar» shows the fresh owner to save again', async () => {
  // Another session saved a new phone (version 5) after this form loaded version 4.
  let current = owner;
  const fresh = { ...owner, contact: '+584149999999', version: 5 };
  const { sent } = fakeApi({
    'GET /owners/o1': () => ({ status: 200, body: current }),
    'PUT /owners/o1': ({ body }) => {
      if ((body as { version: number }).version !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ...current, ...(body as object), version: current.version + 1 };
      return { status: 200, body: { msg: 'Propietario actualizado', owner: current } };
    },
  });
  renderEdit();
  const address = await screen.findByLabelText('Dirección (opcional)');
  current = fresh;
  await fill(address, 'Calle 5');
  await save();

  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  // Said once, by the warning: no error toast besides it.
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(screen.getByLabelText('Dirección (opcional)')).toHaveValue('Calle 5');
  expect(screen.getByTestId('location')).toHaveTextContent('/owners/o1/edit');
  const gets = () => sent.filter((r) => r.method === 'GET').length;
  const getsBefore = gets();

  await userEvent.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('Número de teléfono')).toHaveValue('4149999999'));
  expect(gets()).toBe(getsBefore + 1);
  expect(screen.getByLabelText('Dirección (opcional)')).toHaveValue('');
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();

  await fill(screen.getByLabelText('Dirección (opcional)'), 'Calle 5');
  await save();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/owners\/o1$/));
  const sentFields = { name: 'José Pérez', email: '', address: 'Calle 5', remindersOptOut: false };
  expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
    { ...sentFields, contact: '+584141234567', version: 4 },
    { ...sentFields, contact: '+584149999999', version: 5 },
  ]);
  expect(current).toMatchObject({ contact: '+584149999999', address: 'Calle 5', version: 6 });
});
