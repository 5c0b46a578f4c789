// The layout names the clinic the person works in and their role there
// (docs/product/dashboard-and-layout.md#main-layout).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { ana, anaAtHerClinic } from '../test/remotes';

const CLINIC = 'Clínica Veterinaria Los Andes de Mérida';

async function renderLayoutFor(user: object) {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: user } });
  const view = await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
  await screen.findByRole('heading', { name: 'Reportes' });
  return view;
}

afterEach(() => localStorage.clear());

test('the sidebar names the clinic above the user menu, which shows the role under the vet’s name', async () => {
  const { container } = await renderLayoutFor(anaAtHerClinic);
  const sidebarUser = container.querySelector('.shell-sidebar__user') as HTMLElement;
  const clinic = within(sidebarUser).getByText(CLINIC);
  // One line cut by CSS when too long: the whole name is its text and its title.
  expect(clinic.closest('.shell-clinic')).toHaveAttribute('title', CLINIC);

  const menu = within(sidebarUser).getByRole('button', {
    name: 'M.V. Ana Pérez, Administrador: menú de usuario',
  });
  expect(within(menu).getByText('Administrador')).toHaveClass('shell-usermenu__role');
  expect(menu.textContent).toBe('M.V. Ana Pérez Administrador');
  await userEvent.click(menu);
  expect(await screen.findByRole('menuitem', { name: 'Perfil' })).toBeInTheDocument();
});

test('the small screens’ top bar names the clinic over the vet, the whole name in its title', async () => {
  const { container } = await renderLayoutFor(anaAtHerClinic);
  const topBar = container.querySelector('.shell-topbar') as HTMLElement;
  const clinic = within(topBar).getByText(CLINIC).closest('.shell-clinic');
  expect(clinic).toHaveAttribute('title', CLINIC);
  expect(clinic).toHaveClass('shell-topbar__clinic');
  expect(within(topBar).getByText('M.V. Ana Pérez')).toBeInTheDocument();
});

test('each role reads in Spanish beside the name', async () => {
  for (const [role, label] of [
    ['vet', 'Veterinario'],
    ['assistant', 'Asistente'],
    ['groomer', 'Peluquero'],
  ]) {
    const { unmount } = await renderLayoutFor({ ...anaAtHerClinic, role });
    expect(
      screen.getByRole('button', { name: `M.V. Ana Pérez, ${label}: menú de usuario` }),
    ).toHaveTextContent(`M.V. Ana Pérez ${label}`);
    unmount();
    localStorage.clear();
  }
});

test('an answer from an API before clinics shows the vet alone, as before', async () => {
  const { container } = await renderLayoutFor(ana);
  expect(container.querySelector('.shell-clinic')).toBeNull();
  expect(screen.getByRole('button', { name: 'M.V. Ana Pérez: menú de usuario' })).toHaveTextContent(
    /^M\.V\. Ana Pérez$/,
  );
});
