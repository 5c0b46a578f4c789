// Another tab's clinic switch (docs/product/dashboard-and-layout.md#main-layout): the tabs of one browser
// share the session, so when one moves it to another clinic the others follow: no record of the previous
// clinic stays, «Inicio» opens and a toast says where the person works now. What passes between tabs
// names neither the clinic nor the person.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, setToken } from '@vet/shared-ui';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { EL_LLANO, clinicServer, ownersModule } from '../test/clinics';
import { CLINIC_CHANGED_KEY } from '../store/clinicChanges';

const sidebarUser = (container: HTMLElement) =>
  container.querySelector('.shell-sidebar__user') as HTMLElement;

/** What the browser fires in this tab when another tab writes `key` in localStorage. */
async function anotherTabWrites(key: string, newValue: string | null) {
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

beforeEach(() => setToken('tok-1'));
afterEach(() => {
  localStorage.clear();
  clearToasts();
});

test('when another tab switches clinics, this one drops the previous clinic’s records and follows', async () => {
  const server = clinicServer();
  const { container, router } = await renderApp({
    path: '/owners',
    loadModule: fakeLoader({ owners: ownersModule() }),
  });
  expect(await screen.findByText('Rosa Villegas')).toBeInTheDocument();

  // Another tab moved the session (the token both tabs hold) to El Llano.
  server.moveTo(EL_LLANO);
  await anotherTabWrites(CLINIC_CHANGED_KEY, '1764170000000-k3j2');

  expect(await screen.findByText('Ahora trabajas en Clínica El Llano')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByText('Rosa Villegas')).toBeNull();
  const user = sidebarUser(container);
  expect(await within(user).findByText('Clínica El Llano')).toBeInTheDocument();
  expect(
    within(user).getByRole('button', { name: 'M.V. Ana Pérez, Veterinario: menú de usuario' }),
  ).toBeInTheDocument();
  // This tab asked nothing to switch: the other tab did.
  expect(server.sent.filter((request) => request.method === 'POST')).toEqual([]);

  // The owners are asked for again, in the new clinic: never the previous clinic's cached list.
  await act(() => router.navigate('/owners'));
  expect(await screen.findByText('Pedro Mora')).toBeInTheDocument();
  expect(screen.queryByText('Rosa Villegas')).toBeNull();
  expect(server.sent.filter((request) => request.path === '/owners')).toHaveLength(2);
});

test('a switch here tells the other tabs, with a mark that names neither the clinic nor the person', async () => {
  clinicServer();
  await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  expect(localStorage.getItem(CLINIC_CHANGED_KEY)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: /: menú de usuario$/ }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clínica El Llano · Veterinario' }));
  expect(await screen.findByText('Ahora trabajas en Clínica El Llano')).toBeInTheDocument();

  const first = localStorage.getItem(CLINIC_CHANGED_KEY);
  expect(first).toMatch(/^\d+-[0-9a-z]+$/);
  // A second switch writes a new mark, so the other tabs hear it too.
  await userEvent.click(screen.getByRole('button', { name: /: menú de usuario$/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Clínica Los Andes · Administrador' }));
  expect(await screen.findByText('Ahora trabajas en Clínica Los Andes')).toBeInTheDocument();
  expect(localStorage.getItem(CLINIC_CHANGED_KEY)).toMatch(/^\d+-[0-9a-z]+$/);
  expect(localStorage.getItem(CLINIC_CHANGED_KEY)).not.toBe(first);
});

test('another key written by another tab, or the mark removed, moves nothing', async () => {
  const server = clinicServer();
  const { router } = await renderApp({ path: '/owners', loadModule: fakeLoader({ owners: ownersModule() }) });
  expect(await screen.findByText('Rosa Villegas')).toBeInTheDocument();
  server.moveTo(EL_LLANO);
  await anotherTabWrites('vet.remoteOverrides', '{}');
  await anotherTabWrites(CLINIC_CHANGED_KEY, null);
  expect(router.state.location.pathname).toBe('/owners');
  expect(screen.getByText('Rosa Villegas')).toBeInTheDocument();
  expect(screen.queryByText(/Ahora trabajas en/)).toBeNull();
});
