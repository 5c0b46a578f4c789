import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { Role } from '@vet/shared-ui';
import { memberSession } from '@vet/shared-ui/testing/session';
import { makeClinic, renderScreen } from '../../testing/fixtures';
import ClinicPage from './ClinicPage';

const clinic = makeClinic();
const user = setupUser();
const save = () => user.click(screen.getByText('Guardar cambios'));
const puts = (sent: { method: string; body: unknown }[]) =>
  sent.filter((request) => request.method === 'PUT').map((request) => request.body);

function backend(role: Role = 'admin', put?: FakeAnswer) {
  return fakeApi({
    // The session is the renderer's; this answers a lookup after a save.
    'GET /auth/user': { status: 200, body: memberSession(role) },
    'GET /clinic': { status: 200, body: clinic },
    ...(put ? { 'PUT /clinic': put } : {}),
  });
}

const renderClinic = (as: Role = 'admin') => renderScreen(<ClinicPage />, { as });
const nameField = () => screen.findByLabelText('Nombre de la clínica');

afterEach(() => {
  localStorage.clear();
  clearToasts();
});

test('the administrator gets the clinic’s data in its form, and a way to the team and the activity', async () => {
  backend();
  renderClinic();
  expect(screen.getByRole('heading', { level: 1, name: 'Clínica' })).toBeInTheDocument();
  expect(screen.getByText('Cargando los datos de la clínica...')).toBeInTheDocument();
  expect(await nameField()).toHaveValue('Clínica Los Andes');
  expect(screen.getByLabelText('RIF (opcional)')).toHaveValue('J-12345678-9');
  expect(screen.getByLabelText('Dirección')).toHaveValue('Av. Las Américas 10, Mérida');
  // The phone is the registration's field: dial code apart from the digits. It loads on demand
  // (shared-ui's PhoneInput): until then, a disabled stand-in of its name.
  await screen.findByRole('combobox', { name: 'Código de país' });
  expect(screen.getByLabelText('Teléfono de la clínica')).toHaveValue('2742631234');
  expect(screen.getByLabelText('Código de país').closest('.ant-select')).toHaveTextContent('+58');
  expect(screen.getByLabelText('Estado de la clínica').closest('.ant-select')).toHaveTextContent('Mérida');
  expect(screen.getByText('Equipo').closest('a')).toHaveAttribute('href', '/clinic/team');
  expect(screen.getByText('Actividad').closest('a')).toHaveAttribute('href', '/clinic/activity');
});

test('asks first for the address first-screens.config.js names, so the page’s own early request is the one used', async () => {
  // The page asks for it before any script runs (api/src/http/early-data.ts); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  const { sent } = backend();
  renderClinic();
  await nameField();
  expect(`/api${sent[0]!.path}`).toBe(config['/clinic']!.data[0]);
});

test('required fields say so with sign-up’s messages, and nothing is sent', async () => {
  const { sent } = backend();
  renderClinic();
  await user.clear(await nameField());
  await user.clear(screen.getByLabelText('Dirección'));
  await user.fill('RIF (opcional)', 'J-'.padEnd(21, '1'));
  await save();
  expect(await screen.findByText('El nombre de la clínica es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('La dirección de la clínica es obligatoria')).toBeInTheDocument();
  expect(screen.getByText('Máximo 20 caracteres')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
});

test('nothing changed: an info toast and no call', async () => {
  const { sent } = backend();
  renderClinic();
  await nameField();
  await save();
  expect(await screen.findByText('No hay cambios para guardar')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
});

test('saving sends the fields and the version loaded, a blank RIF left out, and says the server’s message', async () => {
  const saved = makeClinic({ name: 'Clínica Los Andes II', rif: '', version: 4 });
  const { sent } = backend('admin', {
    status: 200,
    body: { msg: 'Datos de la clínica actualizados', clinic: saved },
  });
  renderClinic();
  await nameField();
  await user.fill('Nombre de la clínica', '  Clínica Los Andes II ');
  await user.clear(screen.getByLabelText('RIF (opcional)'));
  await save();
  expect(await screen.findByText('Datos de la clínica actualizados')).toBeInTheDocument();
  expect(puts(sent)).toEqual([
    {
      name: 'Clínica Los Andes II',
      address: 'Av. Las Américas 10, Mérida',
      phone: '+582742631234',
      estado: 'Mérida',
      version: 3,
    },
  ]);
  // The layout's clinic name comes from the session: it is looked up again.
  await waitFor(() => expect(sent.filter((r) => r.path === '/auth/user')).toHaveLength(1));
});

test('a refusal shows the server’s message, and its field messages under the fields', async () => {
  backend('admin', {
    status: 400,
    body: {
      msg: 'Revisa los datos de la clínica',
      errors: [{ field: 'phone', msg: 'El teléfono de la clínica no es válido' }],
    },
  });
  renderClinic();
  await nameField();
  await user.fill('Nombre de la clínica', 'Clínica Norte');
  await save();
  expect(await screen.findByText('Revisa los datos de la clínica')).toBeInTheDocument();
  const phoneItem = screen.getByLabelText('Teléfono de la clínica').closest('.ant-form-item') as HTMLElement;
  expect(within(phoneItem).getByText('El teléfono de la clínica no es válido')).toBeInTheDocument();
});

test('a stale save keeps what was typed under the warning; «Recargar» brings the clinic as it is now', async () => {
  let current = clinic;
  const { sent } = fakeApi({
    'GET /auth/user': { status: 200, body: memberSession('admin') },
    'GET /clinic': () => ({ status: 200, body: current }),
    'PUT /clinic': ({ body }) => {
      if ((body as { version: number }).version !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ...current, ...(body as object), version: current.version + 1 };
      return { status: 200, body: { msg: 'Datos de la clínica actualizados', clinic: current } };
    },
  });
  renderClinic();
  await nameField();
  // Another administrator's session saved a new address (version 4) after this form loaded version 3.
  current = { ...clinic, address: 'Calle 5, Mérida', version: 4 };
  await user.fill('Nombre de la clínica', 'Clínica Norte');
  await save();

  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(screen.getByLabelText('Nombre de la clínica')).toHaveValue('Clínica Norte');

  await user.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('Dirección')).toHaveValue('Calle 5, Mérida'));
  expect(screen.getByLabelText('Nombre de la clínica')).toHaveValue('Clínica Los Andes');
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();

  await user.fill('Nombre de la clínica', 'Clínica Norte');
  await save();
  expect(await screen.findByText('Datos de la clínica actualizados')).toBeInTheDocument();
  expect(puts(sent)).toEqual([
    expect.objectContaining({ name: 'Clínica Norte', address: 'Av. Las Américas 10, Mérida', version: 3 }),
    expect.objectContaining({ name: 'Clínica Norte', address: 'Calle 5, Mérida', version: 4 }),
  ]);
});

test('another role reads the data without a form, told why, and without the way to the team or the activity', async () => {
  backend('vet');
  renderClinic('vet');
  expect(await screen.findByText('Av. Las Américas 10, Mérida')).toBeInTheDocument();
  expect(screen.getByText('Clínica Los Andes')).toBeInTheDocument();
  expect(screen.getByText('J-12345678-9')).toBeInTheDocument();
  expect(screen.getByText('+58 2742631234').closest('a')).toHaveAttribute('href', 'tel:+582742631234');
  expect(screen.getByText('Mérida')).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para administrar la clínica y su equipo. Tu rol en la clínica es Veterinario.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByText('Guardar cambios')).not.toBeInTheDocument();
  expect(screen.queryByText('Equipo')).not.toBeInTheDocument();
  expect(screen.queryByText('Actividad')).not.toBeInTheDocument();
});

test('a failed load says why, and «Reintentar» brings the data', async () => {
  let answers = 0;
  fakeApi({
    'GET /clinic': () =>
      ++answers === 1
        ? { status: 500, body: { msg: 'Error interno del servidor' } }
        : { status: 200, body: clinic },
  });
  renderClinic('groomer');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los datos de la clínica');
  expect(alert).toHaveTextContent('Error interno del servidor');
  await user.click(screen.getByText('Reintentar'));
  expect(await screen.findByText('Av. Las Américas 10, Mérida')).toBeInTheDocument();
});
