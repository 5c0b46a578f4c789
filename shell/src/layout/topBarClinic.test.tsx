// The phone's clinic switcher (docs/product/dashboard-and-layout.md#main-layout): phones have no user
// menu, so the clinic's name in the top bar opens the same list; choosing another clinic moves the session
// there as the user menu does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { LOS_ANDES, anaAt, clinicServer, ownersModule } from '../test/clinics';

const topBar = (container: HTMLElement) => container.querySelector('.shell-topbar') as HTMLElement;

async function openTopBarSwitcher(container: HTMLElement) {
  await userEvent.click(
    within(topBar(container)).getByRole('button', { name: 'Clínica Los Andes: cambiar de clínica' }),
  );
  return screen.findByRole('menu');
}

beforeEach(() => setToken('tok-1'));
afterEach(() => localStorage.clear());

test('the clinic’s name opens the list of clinics, each with the role there, the current one marked', async () => {
  clinicServer();
  const { container } = await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const name = within(topBar(container)).getByRole('button', {
    name: 'Clínica Los Andes: cambiar de clínica',
  });
  // The name stays its visible text and its title, as the plain name's.
  expect(name).toHaveTextContent('Clínica Los Andes');
  expect(name).toHaveAttribute('title', 'Clínica Los Andes');

  const menu = await openTopBarSwitcher(container);
  expect(within(menu).getByText('Cambiar de clínica')).toBeInTheDocument();
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Clínica Los Andes · Administrador (actual)', 'Clínica El Llano · Veterinario']);
});

test('choosing another clinic moves the session there, says so and drops every cached record', async () => {
  const { sent } = clinicServer();
  const { container, router } = await renderApp({
    path: '/owners',
    loadModule: fakeLoader({ owners: ownersModule() }),
  });
  expect(await screen.findByText('Rosa Villegas')).toBeInTheDocument();

  const menu = await openTopBarSwitcher(container);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clínica El Llano · Veterinario' }));

  expect(await screen.findByText('Ahora trabajas en Clínica El Llano')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(sent.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({ path: '/auth/clinic', body: { clinicId: 'c2' } }),
  ]);
  // The top bar names the new clinic, and opens the list from there.
  expect(
    await within(topBar(container)).findByRole('button', { name: 'Clínica El Llano: cambiar de clínica' }),
  ).toBeInTheDocument();

  await act(() => router.navigate('/owners'));
  expect(await screen.findByText('Pedro Mora')).toBeInTheDocument();
  expect(screen.queryByText('Rosa Villegas')).toBeNull();
});

test('choosing the current clinic asks nothing of the server', async () => {
  const { sent } = clinicServer();
  const { container } = await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const menu = await openTopBarSwitcher(container);
  await userEvent.click(within(menu).getByRole('menuitem', { name: /Clínica Los Andes/ }));
  expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
});

test('a refusal is said with the server’s words, and the session stays where it was', async () => {
  clinicServer({ refuse: 'No perteneces a esa clínica.' });
  const { container, router } = await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  const menu = await openTopBarSwitcher(container);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clínica El Llano · Veterinario' }));
  expect(await screen.findByText('No perteneces a esa clínica.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/reports');
  expect(
    within(topBar(container)).getByRole('button', { name: 'Clínica Los Andes: cambiar de clínica' }),
  ).toBeInTheDocument();
});

test('a person in one clinic reads the name alone: nothing to open', async () => {
  fakeApi({ 'GET /auth/user': { status: 200, body: anaAt(LOS_ANDES, [LOS_ANDES]) } });
  const { container } = await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  expect(within(topBar(container)).getByText('Clínica Los Andes')).toBeInTheDocument();
  expect(within(topBar(container)).queryByRole('button')).toBeNull();
});
