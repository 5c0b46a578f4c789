// Start-up needs remotes.json to place anything: until it is read, a Spanish notice says why (the
// connection, or a server without a usable file) with «Reintentar», which starts the app once it is read.
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { startApp } from './bootstrap';
import { createRemotesSource } from './federation/remotesSource';
import { RemotesFileError, type RemotesConfig } from './federation/remotesManifest';
import type { FederationLoader } from './federation/federationLoader';
import { productPlacements } from './test/placements';
import { authRemote } from './test/remotes';
import { fakeRemote } from './test/fakeRemote';

function start(
  fetchConfig: () => Promise<RemotesConfig>,
  {
    page = '',
    load = async () => ({ default: authRemote }),
  }: { page?: string; load?: FederationLoader['load'] } = {},
) {
  document.body.innerHTML = `${page}<div id="root"></div>`;
  const loader: FederationLoader = {
    load: jest.fn(load),
    preload: jest.fn(async () => {}),
    entryChanged: jest.fn(async () => false),
    forget: jest.fn(),
  };
  const remotesSource = createRemotesSource({ fetchConfig, readOverrides: () => ({}) });
  return act(async () => startApp({ remotesSource, loader }));
}

const config: RemotesConfig = { remotes: {}, placements: productPlacements, overrideOrigins: [] };

afterEach(() => window.history.replaceState(null, '', '/'));

it('without remotes.json (no connection): says so, and «Reintentar» starts the app once it answers', async () => {
  const fetchConfig = jest
    .fn<Promise<RemotesConfig>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(config);
  await start(fetchConfig);

  expect(await screen.findByRole('heading', { name: 'No se pudo iniciar la aplicación' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'No se pudo obtener la configuración de los módulos. Revisa tu conexión e inténtalo de nuevo.',
  );

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  });
  // No session: the login screen, from the remote remotes.json mounts at /auth.
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(window.location.pathname).toBe('/auth/login');
});

it('with a server that has no usable remotes.json: does not blame the connection', async () => {
  await start(async () => {
    throw new RemotesFileError('remotes.json respondió 503');
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El servidor no tiene disponible la configuración de los módulos. Inténtalo de nuevo en unos minutos y, si continúa, avisa al administrador.',
  );
  expect(screen.getByRole('alert')).not.toHaveTextContent('conexión');
});

it('with the login screen prerendered in the page (issue 29): the copy stays while the auth remote loads, then the real screen takes over with what was typed', async () => {
  window.history.replaceState(null, '', '/auth/login');
  function LoginScreen() {
    const [email, setEmail] = useState('');
    return (
      <form>
        <h1>Iniciar Sesión</h1>
        <input
          id="field-email"
          name="email"
          aria-label="Email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </form>
    );
  }
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const login = fakeRemote('auth', { auth: [{ path: 'login', element: <LoginScreen /> }] });
  await start(async () => config, {
    page: '<div id="prerendered" data-path="/auth/login"><h1>Iniciar Sesión</h1><input id="field-email" name="email"></div>',
    load: () => arrived.then(() => ({ default: login })) as ReturnType<FederationLoader['load']>,
  });

  const copy = document.getElementById('prerendered')!;
  const root = document.getElementById('root')!;
  expect(root).toHaveTextContent('Cargando');
  expect(copy).toBeInTheDocument();
  expect(root).not.toBeVisible();
  copy.querySelector('input')!.value = 'ana@example.com';

  await act(async () => arrive());
  expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
  expect(copy).not.toBeInTheDocument();
  expect(root).toBeVisible();
});
