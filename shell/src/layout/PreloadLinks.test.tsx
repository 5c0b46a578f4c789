// Hovering, focusing or touching a link to a remote preloads it; preloading never shows anything.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { authRemote, ownersRemote, patientsRemote } from '../test/remotes';
import { signedInAsAna } from '../test/signedIn';

signedInAsAna();

const sidebar = () => screen.getByRole('navigation', { name: 'Navegación principal' });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('preload on intent', () => {
  it('preloads the remote behind a sidebar link on hover or focus, and nothing for shell pages', async () => {
    const preloadModule = jest.fn(async () => {});
    await renderApp({ path: '/reports', loadModule: fakeLoader({}), preloadModule });
    await screen.findByRole('heading', { name: 'Reportes' });

    fireEvent.mouseEnter(within(sidebar()).getByRole('link', { name: 'Dueño' }));
    fireEvent.focus(within(sidebar()).getByRole('link', { name: 'Peluquería' }));
    fireEvent.mouseEnter(within(sidebar()).getByRole('link', { name: 'Inicio' }));
    fireEvent.mouseEnter(within(sidebar()).getByRole('link', { name: 'Consulta' }));
    await settle();
    expect(preloadModule.mock.calls).toEqual([['owners'], ['grooming']]);
  });

  it('does not preload the remote of the page on screen (already loaded)', async () => {
    const preloadModule = jest.fn(async () => {});
    await renderApp({ path: '/owners', loadModule: fakeLoader({ owners: ownersRemote }), preloadModule });
    await screen.findByRole('heading', { name: 'Propietarios' });
    fireEvent.mouseEnter(within(sidebar()).getByRole('link', { name: 'Dueño' }));
    await settle();
    expect(preloadModule).not.toHaveBeenCalled();
  });

  it('preloads the auth module when the vet reaches for the user menu', async () => {
    const preloadModule = jest.fn(async () => {});
    await renderApp({ path: '/reports', loadModule: fakeLoader({}), preloadModule });
    await userEvent.hover(await screen.findByRole('button', { name: 'M.V. Ana Pérez: menú de usuario' }));
    await settle();
    expect(preloadModule).toHaveBeenCalledWith('auth');
  });

  it('preloads from the dashboard tiles on a touch (phones)', async () => {
    const preloadModule = jest.fn(async () => {});
    await renderApp({ path: '/', loadModule: fakeLoader({}), preloadModule });
    const tiles = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    fireEvent.touchStart(within(tiles).getByRole('link', { name: 'Mascota' }));
    await settle();
    expect(preloadModule).toHaveBeenCalledWith('patients');
  });

  it('a failed preload shows nothing, and the click still opens the module', async () => {
    const preloadModule = jest.fn(async () => {
      throw new Error('preloadRemote failed to load 1 resource(s).');
    });
    const loadModule = fakeLoader({ auth: authRemote, patients: patientsRemote });
    await renderApp({ path: '/reports', loadModule, preloadModule });
    await screen.findByRole('heading', { name: 'Reportes' });
    const link = within(sidebar()).getByRole('link', { name: 'Mascota' });
    fireEvent.mouseEnter(link);
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByRole('heading', { name: 'Mascotas' })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('patients');
  });
});
