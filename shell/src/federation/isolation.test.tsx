// One remote down, hanging, or broken never takes the rest with it: the layout, the navigation,
// the session and the other remotes keep working; only its own area shows the Spanish fallback or
// its loading state.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { getToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import type { RemoteModuleLoader } from './remoteRegistry';
import { renderApp } from '../test/renderApp';
import { fakeLoader, fakeRemote } from '../test/fakeRemote';
import { ana, authRemote, ownersRemote, patientsRemote } from '../test/remotes';
import { signedInAsAna } from '../test/signedIn';

const LAB_PATH = '/patients/123/lab-exams';
const served = fakeLoader({ owners: ownersRemote, patients: patientsRemote });
/** Lab never answers; the others are served. */
const labHangs: RemoteModuleLoader = (name) => (name === 'lab' ? new Promise(() => {}) : served(name));

signedInAsAna({ quietErrors: true });

const main = () => screen.getByRole('main');
/** The current user loads first; then the layout is there. */
const layoutShown = () => screen.findByRole('main');
const goTo = async (label: string) => {
  const link = within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', {
    name: label,
  });
  await act(async () => {
    fireEvent.click(link);
  });
};

function expectShellIntact() {
  expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Navegación móvil' })).toBeInTheDocument();
  expect(screen.getAllByText('M.V. Ana Pérez').length).toBeGreaterThan(0);
  expect(getToken()).toBe('tok-1');
}

describe('a remote that never answers', () => {
  it('shows its loading state in its area only; navigation and other remotes work meanwhile', async () => {
    const { router } = await renderApp({ path: LAB_PATH, loadModule: labHangs });
    await layoutShown();
    expect(await within(main()).findByText('Cargando laboratorio...')).toBeInTheDocument();
    expectShellIntact();

    await goTo('Dueño');
    expect(await screen.findByRole('heading', { name: 'Propietarios' })).toBeInTheDocument();
    await goTo('Mascota');
    expect(await screen.findByRole('heading', { name: 'Mascotas' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando laboratorio...')).not.toBeInTheDocument();

    await act(() => router.navigate(LAB_PATH));
    expect(await within(main()).findByText('Cargando laboratorio...')).toBeInTheDocument();
    expectShellIntact();
  });
});

describe('the session while a remote never answers', () => {
  it('"Salir" still signs the vet out and opens the login screen', async () => {
    fakeApi({ 'GET /auth/user': { status: 200, body: ana }, 'POST /auth/logout': { status: 204 } });
    const loadModule: RemoteModuleLoader = (name) =>
      name === 'auth' ? fakeLoader({ auth: authRemote })(name) : labHangs(name);
    const { router } = await renderApp({ path: LAB_PATH, loadModule });
    await layoutShown();
    const bottomBar = screen.getByRole('navigation', { name: 'Navegación móvil' });
    await act(async () => {
      fireEvent.click(within(bottomBar).getByRole('button', { name: 'Salir' }));
    });
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getToken()).toBeNull();
  });
});

describe('a remote that is down', () => {
  it('shows its Spanish fallback inside the page area; the other remotes and the session stay', async () => {
    await renderApp({ path: LAB_PATH, loadModule: served });
    await layoutShown();
    const fallback = await within(main()).findByRole('alert');
    expect(fallback).toHaveTextContent('No se pudo cargar el módulo de Laboratorio');
    expect(within(fallback).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expectShellIntact();

    await goTo('Dueño');
    expect(await screen.findByRole('heading', { name: 'Propietarios' })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
  });
});

describe('a remote that throws while rendering', () => {
  it('keeps the failure inside its area, and the next page renders', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const lab = fakeRemote('lab', {
      'patients/:patientId/lab-exams': [{ index: true, element: <Broken /> }],
    });
    await renderApp({ path: LAB_PATH, loadModule: fakeLoader({ lab, patients: patientsRemote }) });
    await layoutShown();
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el módulo de Laboratorio',
    );
    expectShellIntact();

    await goTo('Mascota');
    expect(await screen.findByRole('heading', { name: 'Mascotas' })).toBeInTheDocument();
  });
});

describe('dashboard widgets of a remote that never answers', () => {
  it('keep a placeholder in their slot only; the other widgets show', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width: 1024px'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const patients = fakeRemote(
      'patients',
      {},
      { widgets: [{ id: 'pets', order: 1, Component: () => <p>Total de mascotas: 12</p> }] },
    );
    const loadModule: RemoteModuleLoader = (name) =>
      name === 'grooming' ? new Promise(() => {}) : fakeLoader({ patients })(name);
    const { container } = await renderApp({ path: '/', loadModule });

    expect(await screen.findByText('Total de mascotas: 12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Panel de Resumen' })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expectShellIntact();
  });
});
