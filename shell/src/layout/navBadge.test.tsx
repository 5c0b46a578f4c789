// A nav entry's badge (issue 27, point 4): the environment file names an API address answering
// `{ count }`, and the shell shows the count beside the entry's label in the sidebar, the tiles and the
// bottom bar, named «Notificaciones, 3 pendientes»; refreshed every minute while the tab is visible, when
// the window regains focus and when the session moves to another clinic; nothing when it is 0 or failed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setToken } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import localEnvironment from '../../environments/local.json';
import { renderApp } from '../test/renderApp';
import { fakeLoader } from '../test/fakeRemote';
import { anaAtHerClinic } from '../test/remotes';
import { EL_LLANO, LOS_ANDES, anaAt } from '../test/clinics';
import { productPlacements } from '../test/placements';
import { parseRemotesConfig } from '../federation/remotesManifest';
import { rememberPlacements } from '../federation/labels';
import type { Placements } from '../federation/placement';
import { BADGE_REFRESH_MS } from './navBadgeApi';

// The appointments remote as local.json places it: its «Notificaciones» in the sidebar and the bottom
// bar, with the count of GET /api/notifications/count.
const { appointments } = parseRemotesConfig(localEnvironment, 'http://localhost').placements;
const placements: Placements = { ...productPlacements, appointments: appointments! };

const COUNT = 'GET /notifications/count';
const NAMED_WITH = (count: number) => `Notificaciones, ${count} ${count === 1 ? 'pendiente' : 'pendientes'}`;

const sidebar = () => screen.getByRole('navigation', { name: 'Navegación principal' });
const bottomBar = () => screen.getByRole('navigation', { name: 'Navegación móvil' });
const countsAsked = (sent: { path: string }[]) =>
  sent.filter((request) => request.path === '/notifications/count').length;

/** Ana signed in, and a server whose count answers `count()` (a number, or a whole answer). */
function server(count: () => number | FakeAnswer, user: unknown = anaAtHerClinic) {
  return fakeApi({
    'GET /auth/user': { status: 200, body: user },
    [COUNT]: () => {
      const answer = count();
      return typeof answer === 'number' ? { status: 200, body: { count: answer } } : answer;
    },
  });
}

/** The shell at `path`, once its layout shows. */
async function render(path = '/reports') {
  const view = await renderApp({ path, placements, loadModule: fakeLoader({}) });
  await screen.findByRole('navigation', { name: 'Navegación principal' });
  return view;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  setToken('tok-1');
  rememberPlacements(placements);
  setDesktop(true);
});
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
  // Back to jsdom's own answer.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

test('local.json gives the appointments remote «Notificaciones» with its badge, in place of the shell’s', () => {
  expect(appointments?.nav).toContainEqual({
    label: 'Notificaciones',
    to: '/notifications',
    icon: 'bell',
    order: 50,
    in: ['sidebar', 'bottomBar'],
    permission: 'appointments.read',
    badge: '/api/notifications/count',
  });
  expect(appointments?.mounts).toContainEqual({
    path: 'notifications',
    area: 'main',
    permission: 'appointments.read',
  });
});

test('shows the count beside «Notificaciones» in the sidebar and the bottom bar, named with it once', async () => {
  const { sent } = server(() => 3);
  await render();
  for (const nav of [sidebar(), bottomBar()]) {
    const link = await within(nav).findByRole('link', { name: 'Notificaciones, 3 pendientes' });
    expect(link).toHaveAttribute('href', '/notifications');
    // What is drawn: the label and the number, the number hidden from assistive technology.
    const badge = link.querySelector('.shell-nav-badge');
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  }
  // One question for both places.
  expect(countsAsked(sent)).toBe(1);
  expect(sent.find((request) => request.path === '/notifications/count')?.headers.get('Authorization')).toBe(
    'Bearer tok-1',
  );
});

test('says «1 pendiente» for one, and «99+» beyond 99 while the name says the whole count', async () => {
  let count = 1;
  server(() => count);
  await render();
  expect(await within(sidebar()).findByRole('link', { name: NAMED_WITH(1) })).toBeInTheDocument();

  count = 12345;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  const link = await within(sidebar()).findByRole('link', { name: 'Notificaciones, 12.345 pendientes' });
  expect(link.querySelector('.shell-nav-badge')).toHaveTextContent('99+');
});

test('shows the badge on a tile too', async () => {
  setDesktop(false);
  const onTiles: Placements = {
    ...productPlacements,
    appointments: {
      ...appointments!,
      nav: appointments!.nav.map((entry) => ({ ...entry, in: ['tiles' as const] })),
    },
  };
  server(() => 4);
  await renderApp({ path: '/', placements: onTiles, loadModule: fakeLoader({}) });
  const tiles = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
  const tile = await within(tiles).findByRole('link', { name: 'Notificaciones, 4 pendientes' });
  expect(tile.querySelector('.shell-nav-badge')).toHaveTextContent('4');
});

test('shows no badge at 0', async () => {
  const { sent } = server(() => 0);
  await render();
  await waitFor(() => expect(countsAsked(sent)).toBe(1));
  await act(async () => {});
  const link = within(sidebar()).getByRole('link', { name: 'Notificaciones' });
  expect(link.querySelector('.shell-nav-badge')).toBeNull();
  expect(link).toHaveTextContent(/^Notificaciones$/);
});

test.each([
  ['the server fails', { status: 500, body: { msg: 'Error interno' } }],
  ['the role may not read it', { status: 403, body: { msg: 'No tienes permiso' } }],
  ['the answer has no count', { status: 200, body: { total: 3 } }],
  ['the answer is no JSON object', { status: 200, body: 'tres' }],
])('shows no badge when %s, and the layout stays whole', async (_case, answer) => {
  const { sent } = server(() => answer);
  await render();
  await waitFor(() => expect(countsAsked(sent)).toBe(1));
  await act(async () => {});
  expect(within(sidebar()).getByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
  expect(within(bottomBar()).getByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
  expect(document.querySelector('.shell-nav-badge')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Reportes' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('asks again when the window regains focus: a new count shows, a failure hides it', async () => {
  let answer: number | FakeAnswer = 3;
  const { sent } = server(() => answer);
  await render();
  await within(sidebar()).findByRole('link', { name: NAMED_WITH(3) });

  answer = 5;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(await within(sidebar()).findByRole('link', { name: NAMED_WITH(5) })).toBeInTheDocument();
  expect(countsAsked(sent)).toBe(2);

  answer = { status: 500, body: { msg: 'Error interno' } };
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(await within(sidebar()).findByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
  expect(document.querySelector('.shell-nav-badge')).toBeNull();
});

test('asks again every 60 s while the tab is visible, not while it is hidden, and when it shows again', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let count = 2;
  const { sent } = server(() => count);
  await render();
  await within(sidebar()).findByRole('link', { name: NAMED_WITH(2) });
  expect(countsAsked(sent)).toBe(1);

  count = 6;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(BADGE_REFRESH_MS - 1000);
  });
  expect(countsAsked(sent)).toBe(1);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(await within(sidebar()).findByRole('link', { name: NAMED_WITH(6) })).toBeInTheDocument();
  expect(countsAsked(sent)).toBe(2);

  setVisibility('hidden');
  count = 7;
  await act(async () => {
    await jest.advanceTimersByTimeAsync(3 * BADGE_REFRESH_MS);
  });
  expect(countsAsked(sent)).toBe(2);

  setVisibility('visible');
  expect(await within(sidebar()).findByRole('link', { name: NAMED_WITH(7) })).toBeInTheDocument();
  expect(countsAsked(sent)).toBe(3);
});

test('after a switch to another clinic the count is that clinic’s, asked again', async () => {
  let current = LOS_ANDES;
  const counts: Record<string, number> = { c1: 3, c2: 8 };
  const { sent } = fakeApi({
    'GET /auth/user': () => ({ status: 200, body: anaAt(current) }),
    [COUNT]: () => ({ status: 200, body: { count: counts[current._id] } }),
    'POST /auth/clinic': () => {
      current = EL_LLANO;
      return { status: 200, body: { msg: `Ahora trabajas en ${current.name}` } };
    },
  });
  await render();
  await within(sidebar()).findByRole('link', { name: NAMED_WITH(3) });

  await userEvent.click(screen.getByRole('button', { name: /: menú de usuario$/ }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clínica El Llano · Veterinario' }));

  expect(await within(sidebar()).findByRole('link', { name: NAMED_WITH(8) })).toBeInTheDocument();
  expect(countsAsked(sent)).toBe(2);
});

test('asks only for the badges of entries the role may see', async () => {
  const withClinicOnly: Placements = {
    ...placements,
    clinic: {
      label: 'Clínica',
      mounts: [{ path: 'clinic', area: 'main' }],
      nav: [
        {
          label: 'Equipo',
          to: '/clinic/team',
          icon: 'home',
          order: 70,
          in: ['sidebar'],
          permission: 'clinic.manage',
          badge: '/api/clinic/invitations/count',
        },
      ],
    },
  };
  const { sent } = fakeApi({
    'GET /auth/user': {
      status: 200,
      body: { ...anaAtHerClinic, permissions: ['owners.read', 'appointments.read'] },
    },
    [COUNT]: { status: 200, body: { count: 2 } },
    'GET /clinic/invitations/count': { status: 200, body: { count: 9 } },
  });
  await renderApp({ path: '/reports', placements: withClinicOnly, loadModule: fakeLoader({}) });
  await screen.findByRole('navigation', { name: 'Navegación principal' });
  expect(await within(sidebar()).findByRole('link', { name: NAMED_WITH(2) })).toBeInTheDocument();
  expect(within(sidebar()).queryByRole('link', { name: /Equipo/ })).toBeNull();
  expect(sent.map((request) => request.path).filter((path) => path.endsWith('/count'))).toEqual([
    '/notifications/count',
  ]);
});
