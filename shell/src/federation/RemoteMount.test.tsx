// Remote failures stay inside the remote's area: fallback, retry, contract check, routing.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { REMOTE_CONTRACT_VERSION, clearToken } from '@vet/shared-ui';
import { renderApp } from '../test/renderApp';
import { fakeLoader, fakeRemote } from '../test/fakeRemote';
import { authRemote, ownersRemote, patientsRemote } from '../test/remotes';
import { signedInAsAna } from '../test/signedIn';
import { RemoteLoadError } from './RemoteLoadError';

signedInAsAna({ quietErrors: true });

const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name });

describe('a remote that is down', () => {
  it('shows a Spanish fallback in its area while the layout and the other remotes keep working', async () => {
    const loadModule = fakeLoader({ auth: authRemote, patients: patientsRemote });
    await renderApp({ path: '/owners', loadModule });

    expect(
      await screen.findByRole('heading', { name: 'No se pudo cargar el módulo de Propietarios' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    // One first attempt and two retries.
    expect(loadModule.mock.calls.filter(([name]) => name === 'owners')).toHaveLength(3);
    expect(screen.getAllByText('M.V. Ana Pérez').length).toBeGreaterThan(0);

    await act(async () => {
      fireEvent.click(sidebarLink('Mascota'));
    });
    expect(await screen.findByRole('heading', { name: 'Mascotas' })).toBeInTheDocument();
  });

  it('loads the remote again on "Reintentar" once it is back', async () => {
    const remotes: Parameters<typeof fakeLoader>[0] = { auth: authRemote };
    const loadModule = fakeLoader(remotes);
    await renderApp({ path: '/owners/new', loadModule });
    await screen.findByRole('heading', { name: 'No se pudo cargar el módulo de Propietarios' });

    remotes.owners = ownersRemote; // the remote is deployed again
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByRole('heading', { name: 'Nuevo Propietario' })).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).not.toBeInTheDocument();
  });

  it('shows the loading state while the remote loads', async () => {
    let finish: (value: unknown) => void = () => {};
    const loadModule = jest.fn((name: string) =>
      name === 'owners' ? new Promise((resolve) => (finish = resolve)) : Promise.reject(new Error('no')),
    );
    await renderApp({ path: '/owners', loadModule });
    expect(await screen.findByText('Cargando propietarios...')).toBeInTheDocument();
    await act(async () => finish({ default: ownersRemote }));
    expect(await screen.findByRole('heading', { name: 'Propietarios' })).toBeInTheDocument();
  });
});

describe('contract', () => {
  it('refuses a remote built for another contract version: «Módulo no compatible», the reason, no retry', async () => {
    const register = jest.fn();
    const oldOwners = fakeRemote('owners', ownersRemote.routes as never, { contractVersion: 0, register });
    const loadModule = fakeLoader({ auth: authRemote, owners: oldOwners });
    await renderApp({ path: '/owners', loadModule });

    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByRole('heading', { name: 'Módulo no compatible' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent(
      `El módulo de Propietarios usa la versión 0 del contrato; este sistema usa la ${REMOTE_CONTRACT_VERSION}. Hace falta publicar una versión compatible: avisa al administrador. El resto de la aplicación sigue disponible.`,
    );
    expect(fallback).not.toHaveTextContent(/conexión/);
    expect(within(fallback).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
    // Retrying a wrong version at once would not help: loaded once.
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('on the login screen, a remote too new for this shell does not claim the rest of the product works', async () => {
    clearToken();
    const refusal = new RemoteLoadError(
      'auth',
      'incompatible',
      'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    );
    await renderApp({ path: '/auth/login', loadModule: fakeLoader({ auth: refusal }) });

    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent(
      'Módulo no compatibleEl módulo de Autenticación requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0. Hace falta publicar una versión compatible: avisa al administrador.',
    );
    expect(fallback).not.toHaveTextContent(/sigue disponible/);
  });

  it('registers each remote once, even across its mount points', async () => {
    const register = jest.fn();
    const patients = fakeRemote('patients', patientsRemote.routes as never, { register });
    const { router } = await renderApp({ path: '/patients', loadModule: fakeLoader({ patients }) });
    await screen.findByRole('heading', { name: 'Mascotas' });
    await act(() => router.navigate('/owners/o1/patients/new'));
    expect(await screen.findByRole('heading', { name: 'Nueva Mascota' })).toBeInTheDocument();
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe('a remote that throws while rendering', () => {
  it('shows the fallback for that area only, and other routes render', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const owners = fakeRemote('owners', { owners: [{ index: true, element: <Broken /> }] });
    const { router } = await renderApp({
      path: '/owners',
      loadModule: fakeLoader({ owners, patients: patientsRemote }),
    });

    expect(
      await screen.findByRole('heading', { name: 'No se pudo cargar el módulo de Propietarios' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ocurrió un error inesperado al mostrar esta sección/)).toBeInTheDocument();

    await act(() => router.navigate('/patients'));
    expect(await screen.findByRole('heading', { name: 'Mascotas' })).toBeInTheDocument();
  });
});

describe('routing inside a remote', () => {
  it('gives the more specific mount to its remote (/owners/:ownerId/patients → patients)', async () => {
    await renderApp({
      path: '/owners/o1/patients/new',
      loadModule: fakeLoader({ owners: ownersRemote, patients: patientsRemote }),
    });
    expect(await screen.findByRole('heading', { name: 'Nueva Mascota' })).toBeInTheDocument();
  });

  it('shows the 404 page for a URL the remote does not define', async () => {
    await renderApp({ path: '/owners/a/b/c', loadModule: fakeLoader({ owners: ownersRemote }) });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('an open tab after a rollback', () => {
  it('shows the build remotes.json names now on the next navigation into the remote, without a reload', async () => {
    const v2 = fakeRemote('owners', { owners: [{ index: true, element: <h1>Propietarios v2</h1> }] });
    const v1 = fakeRemote('owners', { owners: [{ index: true, element: <h1>Propietarios v1</h1> }] });
    const builds = [v2, v1];
    const loadModule = jest.fn(async (name: string) =>
      name === 'owners' ? { default: builds.shift() } : { default: patientsRemote },
    );
    let rolledBack = false;
    const entryChanged = jest.fn(async () => rolledBack);
    const { router } = await renderApp({ path: '/owners', loadModule, entryChanged });
    expect(await screen.findByRole('heading', { name: 'Propietarios v2' })).toBeInTheDocument();

    await act(() => router.navigate('/patients'));
    await screen.findByRole('heading', { name: 'Mascotas' });
    rolledBack = true; // remotes.json points owners back at v1
    await act(() => router.navigate('/owners'));
    expect(await screen.findByRole('heading', { name: 'Propietarios v1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Propietarios v2' })).not.toBeInTheDocument();
  });
});

describe('a chunk of the loaded build is gone (rebuilt or removed under an open tab)', () => {
  const chunkLoadError = () =>
    Object.assign(new Error('Loading chunk 914 failed.'), { name: 'ChunkLoadError' });
  const Gone = () => {
    throw chunkLoadError();
  };
  const broken = fakeRemote('owners', { owners: [{ index: true, element: <Gone /> }] });

  it('loads the remote afresh once, without a fallback, and shows the new build', async () => {
    const fresh = fakeRemote('owners', { owners: [{ index: true, element: <h1>Propietarios nuevos</h1> }] });
    const builds = [broken, fresh];
    const loadModule = jest.fn(async () => ({ default: builds.shift() }));
    await renderApp({ path: '/owners', loadModule });
    expect(await screen.findByRole('heading', { name: 'Propietarios nuevos' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the reload is broken too, and «Reintentar» loads it afresh again', async () => {
    const fresh = fakeRemote('owners', { owners: [{ index: true, element: <h1>Propietarios nuevos</h1> }] });
    const builds = [broken, broken, fresh];
    const loadModule = jest.fn(async () => ({ default: builds.shift() }));
    await renderApp({ path: '/owners', loadModule });
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('No se pudo cargar el módulo de Propietarios');
    await act(async () => {
      fireEvent.click(within(fallback).getByRole('button', { name: 'Reintentar' }));
    });
    expect(await screen.findByRole('heading', { name: 'Propietarios nuevos' })).toBeInTheDocument();
  });
});
