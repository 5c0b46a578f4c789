// The shell's own pages: 404 and the sections still under construction.
import { screen } from '@testing-library/react';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { ana } from '../test/remotes';

beforeEach(() => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
});
afterEach(() => localStorage.clear());

describe('routes', () => {
  it.each(['/no-existe', '/404', '/owners-x/1'])(
    '%s shows the Spanish 404 page with a link to Inicio',
    async (path) => {
      await renderApp({ path, loadModule: fakeLoader({}) });
      expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    ['/medical-history', 'Consulta'],
    ['/reports', 'Reportes'],
    ['/notifications', 'Notificaciones'],
  ])('%s is "en construcción" inside the layout', async (path, title) => {
    await renderApp({ path, loadModule: fakeLoader({}) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/en construcción/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });
});
