// Overrides in the whole shell: the banner on every page (auth screens too), the notice for a
// refused one while the normal remote loads.
import { act, screen, within } from '@testing-library/react';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../../test/renderApp';
import { fakeLoader } from '../../test/fakeRemote';
import { ana, authRemote, ownersRemote } from '../../test/remotes';
import { createRemotesSource } from '../remotesSource';
import { notifyRefusedOverride } from './notifyRefusedOverride';
import type { RemoteOverrides } from './overrideParams';
import { productPlacements } from '../../test/placements';

const STAGING = 'http://127.0.0.1:8090';
const OWNERS = `${STAGING}/owners/0.1.0-abc/mf-manifest.json`;

function source(overrideOrigins: string[], stored: RemoteOverrides) {
  const remotesSource = createRemotesSource({
    fetchConfig: async () => ({
      remotes: { owners: 'http://localhost:8080/remotes/owners/mf-manifest.json' },
      placements: productPlacements,
      overrideOrigins,
    }),
    readOverrides: () => stored,
    writeOverrides: () => {},
    onRefused: notifyRefusedOverride,
  });
  return remotesSource;
}

afterEach(() => localStorage.clear());

describe('staging overrides in the shell', () => {
  it('shows the banner above the login screen', async () => {
    fakeApi({});
    const remotesSource = source([STAGING], { owners: OWNERS });
    await renderApp({ path: '/auth/login', loadModule: fakeLoader({ auth: authRemote }), remotesSource });
    await act(() => remotesSource.read());
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Versión de prueba activa' })).toHaveTextContent(
      `Versión de prueba: el módulo de Propietarios se carga desde ${OWNERS}`,
    );
  });

  it('refuses an override from an origin not on the allowlist: a Spanish notice, no banner, normal module', async () => {
    setToken('tok-1');
    fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
    const remotesSource = source([], { owners: OWNERS });
    await renderApp({ path: '/owners', loadModule: fakeLoader({ owners: ownersRemote }), remotesSource });
    await act(async () => {
      const { remotes } = await remotesSource.read();
      expect(remotes.owners).toBe('http://localhost:8080/remotes/owners/mf-manifest.json');
    });

    const notices = screen.getByRole('region', { name: 'Avisos' });
    expect(within(notices).getByRole('alert')).toHaveTextContent(
      'No se aplicó la versión de prueba del módulo de Propietarios: el origen http://127.0.0.1:8090 no está autorizado en este entorno.',
    );
    expect(screen.queryByRole('status', { name: 'Versión de prueba activa' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Propietarios' })).toBeInTheDocument();
  });
});
