// «Equipo»'s invitations: the form that sends one and the pending ones.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { makeInvitation, renderScreen, team } from '../../testing/fixtures';
import TeamPage from './TeamPage';

const user = setupUser();
const rosa = makeInvitation();
const jorge = makeInvitation({
  _id: 'inv-2',
  email: 'jorge@correo.com',
  role: 'vet',
  expiresAt: '2026-03-20T15:00:00.000Z',
  invitedBy: 'M.V. Luis Gómez',
});

function backend(routes: Record<string, FakeAnswer | Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /clinic/members': { status: 200, body: team() },
    'GET /clinic/invitations': { status: 200, body: [rosa, jorge] },
    ...routes,
  });
}

const renderTeam = () => renderScreen(<TeamPage />, { path: '/clinic/team' });
const invite = () => user.click(screen.getByText('Invitar'));
const writes = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const optionTitled = async (title: string) =>
  (await screen.findAllByTitle(title)).find((node) =>
    node.classList.contains('ant-select-item-option'),
  ) as HTMLElement;

beforeEach(() => {
  setDesktop(true);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  clearToasts();
});

test('the pending invitations: e-mail, role, the day it expires (dd/mm/aaaa) and who invited', async () => {
  backend();
  renderTeam();
  const row = (await screen.findByText('rosa@correo.com')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Asistente')).toBeInTheDocument();
  // 03:30 UTC on the 17th is still the 16th in Caracas.
  expect(within(row).getByText('16/03/2026')).toBeInTheDocument();
  expect(within(row).getByText('M.V. Ana Pérez')).toBeInTheDocument();
  const other = screen.getByText('jorge@correo.com').closest('tr') as HTMLElement;
  expect(within(other).getByText('Veterinario')).toBeInTheDocument();
  expect(within(other).getByText('20/03/2026')).toBeInTheDocument();
  expect(within(other).getByText('M.V. Luis Gómez')).toBeInTheDocument();
});

test('none pending: said so', async () => {
  backend({ 'GET /clinic/invitations': { status: 200, body: [] } });
  renderTeam();
  expect(await screen.findByText('No hay invitaciones pendientes')).toBeInTheDocument();
});

test('the form checks the e-mail before sending anything', async () => {
  const { sent } = backend();
  renderTeam();
  await screen.findByText('rosa@correo.com');
  await invite();
  expect(await screen.findByText('El correo es obligatorio')).toBeInTheDocument();
  await user.fill('Correo', 'rosa@correo');
  await invite();
  expect(await screen.findByText('Correo no válido')).toBeInTheDocument();
  expect(writes(sent)).toEqual([]);
});

test('inviting sends the e-mail and the role (Asistente unless chosen), says the server’s message and starts over', async () => {
  let pending = [rosa];
  const { sent } = backend({
    'GET /clinic/invitations': () => ({ status: 200, body: pending }),
    'POST /clinic/invitations': ({ body }) => {
      const { email, role } = body as { email: string; role: 'vet' };
      const invitation = makeInvitation({ _id: `inv-${pending.length + 1}`, email, role });
      pending = [...pending, invitation];
      return { status: 201, body: { msg: `Invitación enviada a ${email}`, invitation } };
    },
  });
  renderTeam();
  await screen.findByText('rosa@correo.com');
  expect(screen.getByLabelText('Rol').closest('.ant-select')).toHaveTextContent('Asistente');
  await user.fill('Correo', ' jorge@correo.com ');
  await invite();
  expect(await screen.findByText('Invitación enviada a jorge@correo.com')).toBeInTheDocument();

  fireEvent.mouseDown(screen.getByLabelText('Rol'));
  await user.click(await optionTitled('Veterinario'));
  await user.fill('Correo', 'luisa@correo.com');
  await invite();
  expect(await screen.findByText('Invitación enviada a luisa@correo.com')).toBeInTheDocument();

  expect(writes(sent)).toEqual([
    { method: 'POST', path: '/clinic/invitations', body: { email: 'jorge@correo.com', role: 'assistant' } },
    { method: 'POST', path: '/clinic/invitations', body: { email: 'luisa@correo.com', role: 'vet' } },
  ]);
  // The form starts over for the next one; the list shows the new invitation.
  await waitFor(() => expect(screen.getByLabelText('Correo')).toHaveValue(''));
  expect(screen.getByLabelText('Rol').closest('.ant-select')).toHaveTextContent('Asistente');
  expect(await screen.findByText('luisa@correo.com')).toBeInTheDocument();
});

test('a refused invitation says the server’s message and keeps what was typed', async () => {
  backend({
    'POST /clinic/invitations': {
      status: 409,
      body: { msg: 'luis@clinica.com ya es miembro de la clínica.' },
    },
  });
  renderTeam();
  await screen.findByText('rosa@correo.com');
  await user.fill('Correo', 'luis@clinica.com');
  await invite();
  expect(await screen.findByText('luis@clinica.com ya es miembro de la clínica.')).toBeInTheDocument();
  expect(screen.getByLabelText('Correo')).toHaveValue('luis@clinica.com');
});

test('«Anular» cancels one invitation and says so; a refusal says why', async () => {
  const { sent } = backend({
    'DELETE /clinic/invitations/inv-1': { status: 200, body: { msg: 'Invitación anulada' } },
    'DELETE /clinic/invitations/inv-2': { status: 404, body: { msg: 'Invitación no encontrada' } },
  });
  renderTeam();
  await user.click(await screen.findByLabelText('Anular la invitación a rosa@correo.com'));
  expect(await screen.findByText('Invitación anulada')).toBeInTheDocument();
  await user.click(screen.getByLabelText('Anular la invitación a jorge@correo.com'));
  expect(await screen.findByText('Invitación no encontrada')).toBeInTheDocument();
  expect(writes(sent)).toEqual([
    { method: 'DELETE', path: '/clinic/invitations/inv-1', body: undefined },
    { method: 'DELETE', path: '/clinic/invitations/inv-2', body: undefined },
  ]);
});

test('a failed load of the invitations says why, apart from the members', async () => {
  backend({ 'GET /clinic/invitations': { status: 500, body: { msg: 'Error interno del servidor' } } });
  renderTeam();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar las invitaciones');
  expect(alert).toHaveTextContent('Error interno del servidor');
  expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
});

test('on a phone the invitations are cards', async () => {
  jest.restoreAllMocks();
  setDesktop(false);
  backend();
  renderTeam();
  const cards = within(await screen.findByRole('list', { name: 'Invitaciones pendientes' }));
  const card = cards.getByText('rosa@correo.com').closest('li') as HTMLElement;
  expect(within(card).getByText('Asistente · Vence el 16/03/2026')).toBeInTheDocument();
  expect(within(card).getByText('Invitado por M.V. Ana Pérez')).toBeInTheDocument();
  expect(within(card).getByLabelText('Anular la invitación a rosa@correo.com')).toBeInTheDocument();
});
