import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { memberSession } from '@vet/shared-ui/testing/session';
import { renderScreen, team } from '../../testing/fixtures';
import TeamPage from './TeamPage';

const user = setupUser();

function backend(
  routes: Record<string, FakeAnswer | Parameters<typeof fakeApi>[0][string]> = {},
  role: Role = 'admin',
) {
  return fakeApi({
    // The session is the renderer's; this answers a lookup after a hand-over.
    'GET /auth/user': { status: 200, body: memberSession(role) },
    'GET /clinic/members': { status: 200, body: team() },
    'GET /clinic/invitations': { status: 200, body: [] },
    ...routes,
  });
}

const renderTeam = (as: Role = 'admin') => renderScreen(<TeamPage />, { path: '/clinic/team', as });
/** A member's row in the table, once the list arrived. */
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const dialog = () => screen.findByRole('dialog');
/** An open drop-down's option (a select showing that value has the same title). */
const optionTitled = async (title: string) =>
  (await screen.findAllByTitle(title)).find((node) =>
    node.classList.contains('ant-select-item-option'),
  ) as HTMLElement;
const posts = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  setDesktop(true);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  clearToasts();
});

test('the members as a table: name, e-mail, role, status and their actions', async () => {
  backend();
  renderTeam();
  expect(screen.getByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
  expect(screen.getByText('Clínica').closest('a')).toHaveAttribute('href', '/clinic');
  expect(await screen.findByLabelText('Cargando los miembros...')).toHaveAttribute('aria-busy', 'true');

  const luis = await rowOf('Luis Gómez');
  expect(within(luis).getByText('luis@clinica.com')).toBeInTheDocument();
  expect(within(luis).getByText('Veterinario')).toBeInTheDocument();
  expect(within(luis).getByText('Activo')).toBeInTheDocument();
  expect(within(luis).getByLabelText('Desactivar a Luis Gómez')).toBeEnabled();
  expect(within(luis).getByLabelText('Traspasar administración a Luis Gómez')).toBeEnabled();

  // A deactivated member can be reactivated; nobody hands the administration to them.
  const pedro = await rowOf('Pedro Sosa');
  expect(within(pedro).getByText('Inactivo')).toBeInTheDocument();
  expect(within(pedro).getByText('Peluquero')).toBeInTheDocument();
  expect(within(pedro).getByLabelText('Reactivar a Pedro Sosa')).toBeEnabled();
  expect(within(pedro).queryByText('Traspasar administración')).not.toBeInTheDocument();
});

test('the administrator’s own row has its controls disabled, with the reason written beside them', async () => {
  backend();
  renderTeam();
  const ana = await rowOf('Ana Pérez');
  const reason = within(ana).getByText('No puedes cambiar tu propio rol');
  const controls = [
    within(ana).getByLabelText('Rol de Ana Pérez'),
    within(ana).getByLabelText('Desactivar a Ana Pérez'),
    within(ana).getByLabelText('Traspasar administración a Ana Pérez'),
  ];
  expect(within(ana).getByLabelText('Rol de Ana Pérez')).toBeDisabled();
  expect(within(ana).getByLabelText('Desactivar a Ana Pérez')).toBeDisabled();
  expect(within(ana).getByLabelText('Traspasar administración a Ana Pérez')).toBeDisabled();
  for (const control of controls) expect(control).toHaveAttribute('aria-describedby', reason.id);
  // Only that row says it.
  expect(screen.getAllByText('No puedes cambiar tu propio rol')).toHaveLength(1);
});

test('changing a role asks first, then sends the role and the version, and says the server’s message', async () => {
  const { sent } = backend({
    'PUT /clinic/members/asst-1': {
      status: 200,
      body: { msg: 'Rol actualizado: Peluquero', member: team()[2] },
    },
  });
  renderTeam();
  const marta = await rowOf('Marta Ruiz');
  fireEvent.mouseDown(within(marta).getByLabelText('Rol de Marta Ruiz'));
  await user.click(await optionTitled('Peluquero'));

  const confirm = await dialog();
  expect(within(confirm).getByText('Cambiar rol', { selector: '.ant-modal-title' })).toBeInTheDocument();
  expect(
    within(confirm).getByText('¿Cambiar el rol de Marta Ruiz de Asistente a Peluquero?'),
  ).toBeInTheDocument();
  expect(posts(sent)).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Cambiar rol' }));

  expect(await screen.findByText('Rol actualizado: Peluquero')).toBeInTheDocument();
  expect(posts(sent)).toEqual([
    { method: 'PUT', path: '/clinic/members/asst-1', body: { role: 'groomer', version: 4 } },
  ]);
});

test('«Cancelar» in the confirmation sends nothing', async () => {
  const { sent } = backend();
  renderTeam();
  await user.click(within(await rowOf('Luis Gómez')).getByLabelText('Desactivar a Luis Gómez'));
  await user.click(within(await dialog()).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts(sent)).toEqual([]);
});

test('deactivating says that their sessions end at once, then sends the version', async () => {
  const { sent } = backend({
    'POST /clinic/members/vet-2/deactivate': {
      status: 200,
      body: {
        msg: 'Miembro desactivado: sus sesiones en la clínica terminaron',
        member: { ...team()[1], active: false },
      },
    },
  });
  renderTeam();
  await user.click(within(await rowOf('Luis Gómez')).getByLabelText('Desactivar a Luis Gómez'));
  const confirm = await dialog();
  expect(within(confirm).getByText('Desactivar miembro')).toBeInTheDocument();
  expect(within(confirm).getByText('¿Desactivar a Luis Gómez?')).toBeInTheDocument();
  expect(
    within(confirm).getByText(
      'Sus sesiones abiertas en la clínica terminan de inmediato y no podrá entrar hasta que lo reactives.',
    ),
  ).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
  expect(
    await screen.findByText('Miembro desactivado: sus sesiones en la clínica terminaron'),
  ).toBeInTheDocument();
  expect(posts(sent)).toEqual([
    { method: 'POST', path: '/clinic/members/vet-2/deactivate', body: { version: 1 } },
  ]);
});

test('reactivating asks, then sends the version', async () => {
  const { sent } = backend({
    'POST /clinic/members/groom-1/activate': {
      status: 200,
      body: { msg: 'Miembro reactivado', member: { ...team()[3], active: true } },
    },
  });
  renderTeam();
  await user.click(within(await rowOf('Pedro Sosa')).getByLabelText('Reactivar a Pedro Sosa'));
  const confirm = await dialog();
  expect(within(confirm).getByText('¿Reactivar a Pedro Sosa?')).toBeInTheDocument();
  expect(within(confirm).getByText('Podrá volver a entrar a la clínica como Peluquero.')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Reactivar' }));
  expect(await screen.findByText('Miembro reactivado')).toBeInTheDocument();
  expect(posts(sent)).toEqual([
    { method: 'POST', path: '/clinic/members/groom-1/activate', body: { version: 2 } },
  ]);
});

test('handing the administration over asks, sends the version, looks the session up again and goes to «Clínica»', async () => {
  const { sent } = backend({
    'POST /clinic/members/vet-2/hand-over': {
      status: 200,
      body: { msg: 'Ahora Luis Gómez administra la clínica', member: { ...team()[1], role: 'admin' } },
    },
  });
  renderTeam();
  await user.click(within(await rowOf('Luis Gómez')).getByLabelText('Traspasar administración a Luis Gómez'));
  const confirm = await dialog();
  expect(
    within(confirm).getByText('¿Traspasar la administración de la clínica a Luis Gómez?'),
  ).toBeInTheDocument();
  expect(
    within(confirm).getByText(
      'Luis Gómez pasará a ser Administrador y tú pasarás a ser Veterinario: ya no podrás administrar la clínica ni su equipo.',
    ),
  ).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Traspasar' }));
  expect(await screen.findByText('Ahora Luis Gómez administra la clínica')).toBeInTheDocument();
  expect(posts(sent)).toEqual([
    { method: 'POST', path: '/clinic/members/vet-2/hand-over', body: { version: 1 } },
  ]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clinic$/));
  await waitFor(() => expect(sent.filter((r) => r.path === '/auth/user')).toHaveLength(1));
});

test.each([
  [
    'Desactivar a Luis Gómez',
    'Desactivar',
    'POST /clinic/members/vet-2/deactivate',
    409,
    'La clínica debe tener siempre un administrador activo.',
  ],
  [
    'Traspasar administración a Luis Gómez',
    'Traspasar',
    'POST /clinic/members/vet-2/hand-over',
    409,
    'Solo puedes traspasar la administración a un miembro activo.',
  ],
  [
    'Reactivar a Pedro Sosa',
    'Reactivar',
    'POST /clinic/members/groom-1/activate',
    409,
    'Este registro cambió mientras lo editabas',
  ],
  [
    'Desactivar a Luis Gómez',
    'Desactivar',
    'POST /clinic/members/vet-2/deactivate',
    403,
    'No tienes permiso para administrar la clínica y su equipo. Tu rol en la clínica es Veterinario.',
  ],
])(
  '«%s» refused: the server’s message is said as it is',
  async (control, confirmLabel, route, status, msg) => {
    backend({ [route]: { status, body: { msg } } });
    renderTeam();
    await user.click(await screen.findByLabelText(control));
    await user.click(within(await dialog()).getByRole('button', { name: confirmLabel }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    // The list is read again: it shows the members as they are now.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
);

test('a failed load says why, and «Reintentar» brings the members', async () => {
  let answers = 0;
  backend({
    'GET /clinic/members': () =>
      ++answers === 1
        ? { status: 500, body: { msg: 'Error interno del servidor' } }
        : { status: 200, body: team() },
  });
  renderTeam();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los miembros');
  expect(alert).toHaveTextContent('Error interno del servidor');
  await user.click(within(alert).getByText('Reintentar'));
  expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
});

test('on a phone each member is a card with the same controls, the own one disabled with its reason', async () => {
  jest.restoreAllMocks();
  setDesktop(false);
  backend();
  renderTeam();
  const cards = within(await screen.findByRole('list', { name: 'Miembros' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const luis = (await cards.findByText('Luis Gómez')).closest('li') as HTMLElement;
  expect(within(luis).getByText('luis@clinica.com')).toBeInTheDocument();
  expect(within(luis).getByText('Activo')).toBeInTheDocument();
  expect(within(luis).getByLabelText('Desactivar a Luis Gómez')).toBeEnabled();
  const ana = cards.getByText('Ana Pérez').closest('li') as HTMLElement;
  expect(within(ana).getByLabelText('Desactivar a Ana Pérez')).toBeDisabled();
  expect(within(ana).getByText('No puedes cambiar tu propio rol')).toBeInTheDocument();
});

test('another role is told why, as the API would refuse it, and nothing is asked of the server', async () => {
  const { sent } = backend({}, 'assistant');
  renderTeam('assistant');
  expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para administrar la clínica y su equipo. Tu rol en la clínica es Asistente.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Ver la clínica').closest('a')).toHaveAttribute('href', '/clinic');
  expect(sent.filter((r) => r.path.startsWith('/clinic'))).toEqual([]);
});
