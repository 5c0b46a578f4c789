// A remote the shell has never heard of joins with its entry in remotes.json (issue #23): its link in
// the sidebar, the tiles and the bottom bar, its screen at its mount, its fallback when it is down, its
// dashboard slot; and a remote mounted where the shell had an «en construcción» page takes that place.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type DashboardWidget } from '@vet/shared-ui';
import { renderApp } from '../test/renderApp';
import { fakeLoader, fakeRemote } from '../test/fakeRemote';
import { ownersRemote } from '../test/remotes';
import { signedInAsAna } from '../test/signedIn';
import { productPlacements } from '../test/placements';
import { rememberPlacements } from '../federation/labels';
import type { Placements } from '../federation/placement';
import { setDesktop } from '@vet/shared-ui/testing/viewport';

const withVaccines: Placements = {
  ...productPlacements,
  vaccines: {
    label: 'Vacunas',
    mounts: [{ path: 'vaccines', area: 'main' }],
    nav: [
      {
        label: 'Vacunas',
        to: '/vaccines',
        icon: 'syringe',
        order: 45,
        in: ['sidebar', 'tiles', 'bottomBar'],
      },
    ],
    widgets: { order: 5 },
  },
};

const vaccinesRemote = fakeRemote('vaccines', {
  vaccines: [{ index: true, element: <h1>Vacunas del día</h1> }],
});

signedInAsAna();
beforeEach(() => {
  rememberPlacements(withVaccines);
  setDesktop(true);
});

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Navegación principal' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a remote that joins by configuration', () => {
  it('gets its sidebar link in its order, and its screen at its mount', async () => {
    await renderApp({
      path: '/owners',
      placements: withVaccines,
      loadModule: fakeLoader({ owners: ownersRemote, vaccines: vaccinesRemote }),
    });
    await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(sidebarLinks()).toEqual([
      'Inicio',
      'Dueño',
      'Mascota',
      'Peluquería',
      'Vacunas',
      'Consulta',
      'Reportes',
    ]);

    const sidebar = screen.getByRole('navigation', { name: 'Navegación principal' });
    // Inside act(): the navigation is a transition that suspends while the remote loads.
    await act(async () => {
      fireEvent.click(within(sidebar).getByRole('link', { name: 'Vacunas' }));
    });
    expect(await screen.findByRole('heading', { name: 'Vacunas del día' })).toBeInTheDocument();
  });

  it('shows its fallback, with its own name, when it is down; the rest of the product still works', async () => {
    await renderApp({
      path: '/vaccines',
      placements: withVaccines,
      loadModule: fakeLoader({ owners: ownersRemote }),
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'No se pudo cargar el módulo de Vacunas' }),
    ).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    expect(alert).toHaveTextContent('El resto de la aplicación sigue disponible.');
  });

  it('is unknown without its entry: its address is the 404 page and no link shows', async () => {
    rememberPlacements(productPlacements);
    await renderApp({ path: '/vaccines', loadModule: fakeLoader({ vaccines: vaccinesRemote }) });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vacunas' })).not.toBeInTheDocument();
  });

  it('gets its tile and its bottom-bar entry on small screens', async () => {
    setDesktop(false);
    await renderApp({ path: '/', placements: withVaccines, loadModule: fakeLoader({}) });
    const tiles = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    expect(within(tiles).getByRole('link', { name: 'Vacunas' })).toHaveAttribute('href', '/vaccines');
    const bottomBar = screen.getByRole('navigation', { name: 'Navegación móvil' });
    expect(
      within(bottomBar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Vacunas', 'Notificaciones']);
  });

  it('gets a dashboard slot in its order', async () => {
    const widget = (id: string, text: string): DashboardWidget => ({
      id,
      order: 1,
      Component: () => <p>{text}</p>,
    });
    await renderApp({
      path: '/',
      placements: withVaccines,
      loadModule: fakeLoader({
        vaccines: fakeRemote(
          'vaccines',
          { vaccines: [] },
          { widgets: [widget('due', 'Vacunas vencidas: 3')] },
        ),
        patients: fakeRemote('patients', { patients: [] }, { widgets: [widget('pets', 'Mascotas: 12')] }),
        grooming: fakeRemote('grooming', { 'grooming-services': [] }, { widgets: [widget('g', 'Hoy: 2')] }),
      }),
    });
    await screen.findByText('Hoy: 2');
    const cards = screen.getAllByText(/Vacunas vencidas|Mascotas:|Hoy:/).map((card) => card.textContent);
    expect(cards).toEqual(['Vacunas vencidas: 3', 'Mascotas: 12', 'Hoy: 2']);
  });

  it("takes the place of the shell's «en construcción» page when mounted at its address", async () => {
    const clinical: Placements = {
      ...productPlacements,
      clinical: {
        label: 'Consultas',
        mounts: [{ path: 'medical-history', area: 'main' }],
        nav: [
          { label: 'Consultas', to: '/medical-history', icon: 'stethoscope', order: 50, in: ['sidebar'] },
        ],
      },
    };
    rememberPlacements(clinical);
    await renderApp({
      path: '/medical-history',
      placements: clinical,
      loadModule: fakeLoader({
        clinical: fakeRemote('clinical', {
          'medical-history': [{ index: true, element: <h1>Historias</h1> }],
        }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Historias' })).toBeInTheDocument();
    expect(screen.queryByText(/en construcción/)).not.toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Inicio', 'Dueño', 'Mascota', 'Peluquería', 'Consultas', 'Reportes']);
    await act(async () => {});
  });
});
