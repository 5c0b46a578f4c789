// The user menu's clinic switcher (docs/product/dashboard-and-layout.md#main-layout): a person in several
// clinics moves the session to another one; the layout shows it, and no record of the previous clinic
// stays, on screen or in any remote's cache.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { LOS_ANDES, anaAt, clinicServer, ownersModule } from '../test/clinics';

const sidebar = () => screen.getByRole('navigation', { name: 'Navegación principal' });
const sidebarUser = (container: HTMLElement) =>
  container.querySelector('.shell-sidebar__user') as HTMLElement;

async function openUserMenu() {
  await userEvent.click(screen.getByRole('button', { name: /: menú de usuario$/ }));
  return screen.findByRole('menu');
}

beforeEach(() => setToken('tok-1'));
afterEach(() => localStorage.clear());

test('lists every clinic with the role there, the current one marked', async () => {
  clinicServer();
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const menu = await openUserMenu();
  expect(within(menu).getByText('Cambiar de clínica')).toBeInTheDocument();
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Perfil',
    'Cambiar contraseña',
    'Clínica Los Andes · Administrador (actual)',
    'Clínica El Llano · Veterinario',
    'Salir',
  ]);
});

test('a person in one clinic gets no switcher', async () => {
  fakeApi({ 'GET /auth/user': { status: 200, body: anaAt(LOS_ANDES, [LOS_ANDES]) } });
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const menu = await openUserMenu();
  expect(within(menu).queryByText('Cambiar de clínica')).toBeNull();
  expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
});

test('choosing another clinic moves the session there, says so and drops every cached record', async () => {
  const { sent } = clinicServer();
  const { container, router } = await renderApp({
    path: '/owners',
    loadModule: fakeLoader({ owners: ownersModule() }),
  });
  expect(await screen.findByText('Rosa Villegas')).toBeInTheDocument();

  const menu = await openUserMenu();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clínica El Llano · Veterinario' }));

  expect(await screen.findByText('Ahora trabajas en Clínica El Llano')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(sent.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({ path: '/auth/clinic', body: { clinicId: 'c2' } }),
  ]);
  // The user is looked up again: the layout names the new clinic and the role there.
  const user = sidebarUser(container);
  expect(await within(user).findByText('Clínica El Llano')).toBeInTheDocument();
  expect(
    within(user).getByRole('button', { name: 'M.V. Ana Pérez, Veterinario: menú de usuario' }),
  ).toBeInTheDocument();

  // Back to the owners: the new clinic's, asked for again, never the cached list of the previous one.
  await userEvent.click(within(sidebar()).getByRole('link', { name: 'Dueño' }));
  expect(await screen.findByText('Pedro Mora')).toBeInTheDocument();
  expect(screen.queryByText('Rosa Villegas')).toBeNull();
  expect(sent.filter((request) => request.path === '/owners')).toHaveLength(2);
});

test('choosing the current clinic asks nothing of the server', async () => {
  const { sent } = clinicServer();
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const menu = await openUserMenu();
  await userEvent.click(within(menu).getByRole('menuitem', { name: /Clínica Los Andes/ }));
  expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
});

test('a refusal is said with the server’s words, and the session stays where it was', async () => {
  clinicServer({ refuse: 'No perteneces a esa clínica.' });
  const { container, router } = await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const menu = await openUserMenu();
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clínica El Llano · Veterinario' }));
  expect(await screen.findByText('No perteneces a esa clínica.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/reports');
  expect(within(sidebarUser(container)).getByText('Clínica Los Andes')).toBeInTheDocument();
});
