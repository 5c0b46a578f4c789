// The protected layout and the session: who may enter, what they see, how they leave.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { ana, authRemote, ownersRemote } from '../test/remotes';

const loadModule = () => fakeLoader({ auth: authRemote, owners: ownersRemote });

afterEach(() => localStorage.clear());

describe('protected layout', () => {
  it('sends a visitor without a session to /auth/login, outside the layout', async () => {
    const { sent } = fakeApi({});
    const { router } = await renderApp({ path: '/', loadModule: loadModule() });
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows "cargando..." while the current user loads', async () => {
    setToken('tok-1');
    fakeApi({ 'GET /auth/user': () => new Promise(() => {}) });
    await renderApp({ path: '/owners', loadModule: loadModule() });
    expect(screen.getByText('cargando...')).toBeInTheDocument();
  });

  it('sends the vet to /auth/login when the lookup fails', async () => {
    setToken('revoked');
    fakeApi({ 'GET /auth/user': { status: 401, body: { msg: 'Sesión no válida o expirada' } } });
    const { router } = await renderApp({ path: '/owners', loadModule: loadModule() });
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the vet as "M.V. Ana Pérez", the navigation and the page', async () => {
    setToken('tok-1');
    fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
    await renderApp({ path: '/owners', loadModule: loadModule() });

    expect(await screen.findByRole('heading', { name: 'Propietarios' })).toBeInTheDocument();
    // Sidebar (desktop) and top bar (small screens) both name the vet; CSS shows one of them.
    expect(screen.getAllByText('M.V. Ana Pérez')).toHaveLength(2);

    const sidebar = screen.getByRole('navigation', { name: 'Navegación principal' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/'],
      ['Dueño', '/owners'],
      ['Mascota', '/patients'],
      ['Peluquería', '/grooming-services'],
      ['Consulta', '/medical-history'],
      ['Reportes', '/reports'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Dueño' })).toHaveClass('active');

    const bottomBar = screen.getByRole('navigation', { name: 'Navegación móvil' });
    expect(within(bottomBar).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(bottomBar).getByRole('link', { name: 'Notificaciones' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(bottomBar).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });
});

describe('Salir', () => {
  it('revokes the token on the server, forgets it and lands on /auth/login', async () => {
    setToken('tok-1');
    const { sent } = fakeApi({
      'GET /auth/user': { status: 200, body: ana },
      'POST /auth/logout': { status: 204 },
    });
    const { router } = await renderApp({ path: '/owners', loadModule: loadModule() });
    await screen.findByRole('heading', { name: 'Propietarios' });

    const bottomBar = screen.getByRole('navigation', { name: 'Navegación móvil' });
    await userEvent.click(within(bottomBar).getByRole('button', { name: 'Salir' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getToken()).toBeNull();
    const logoutCall = sent.find((call) => call.method === 'POST' && call.path === '/auth/logout');
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('is also in the sidebar user menu, with Perfil and Cambiar contraseña', async () => {
    setToken('tok-1');
    fakeApi({ 'GET /auth/user': { status: 200, body: ana }, 'POST /auth/logout': { status: 204 } });
    const { router } = await renderApp({ path: '/owners', loadModule: loadModule() });
    const openMenu = async () =>
      userEvent.click(await screen.findByRole('button', { name: 'M.V. Ana Pérez: menú de usuario' }));

    await openMenu();
    const profile = await screen.findByRole('menuitem', { name: 'Perfil' });
    // The auth module loads on this navigation: awaited act lets the suspended transition finish.
    await act(async () => {
      fireEvent.click(profile);
    });
    expect(await screen.findByRole('heading', { name: 'Mi Perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/profile');

    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));

    await openMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(getToken()).toBeNull();
  });
});
