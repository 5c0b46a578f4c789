// A first visit (no stored session) to any address of the main layout goes straight to the login screen
// without fetching the layout's or the dashboard's code: that is what keeps `/` within the first
// screen's budget (bench/bundle-budgets.mjs). Modules are counted when they are first evaluated.
import { screen } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setToken } from '@vet/shared-ui';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { ana, authRemote, ownersRemote } from '../test/remotes';

const mockEvaluated: string[] = [];
jest.mock('../layout/ProtectedLayout', () => {
  mockEvaluated.push('layout');
  return jest.requireActual('../layout/ProtectedLayout');
});
jest.mock('../dashboard/DashboardPage', () => {
  mockEvaluated.push('dashboard');
  return jest.requireActual('../dashboard/DashboardPage');
});

afterEach(() => localStorage.clear());

it.each(['/', '/owners'])(
  'without a session, %s shows the login screen without loading the layout or the dashboard',
  async (path) => {
    const { sent } = fakeApi({});
    const { router } = await renderApp({ path, loadModule: fakeLoader({ auth: authRemote }) });

    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(mockEvaluated).toEqual([]);
    expect(sent).toHaveLength(0);
  },
);

// Last: once evaluated, a module stays loaded for the rest of the file.
it('with a session, the same address loads the layout and shows the page inside it', async () => {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  await renderApp({ path: '/owners', loadModule: fakeLoader({ auth: authRemote, owners: ownersRemote }) });

  expect(await screen.findByRole('heading', { name: 'Propietarios' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  expect(mockEvaluated).toEqual(['layout']);
});
