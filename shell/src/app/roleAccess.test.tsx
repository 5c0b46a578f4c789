// What a member's role may not read stays out of sight (issue 25, docs/product/dashboard-and-layout.md):
// the links, tiles and dashboard slots whose permission the session lacks are not shown, and an address
// under a mount that needs one says so in Spanish instead of loading the remote.
import { screen, within } from '@testing-library/react';
import type { DashboardWidget } from '@vet/shared-ui';
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { renderApp } from '../test/renderApp';
import { fakeLoader, fakeRemote } from '../test/fakeRemote';
import { anaAtHerClinic } from '../test/remotes';

/** Ana as GET /auth/user answers for a member of `role` granted `permissions` (api/src/clinics/roles.ts). */
const member = (role: string, permissions: string[]) => ({ ...anaAtHerClinic, role, permissions });
const GROOMER = member('groomer', ['owners.read', 'pets.read', 'grooming.read', 'grooming.write']);
const FRONT_DESK_OWNERS_ONLY = member('assistant', ['owners.read', 'owners.write']);
const VET = member('vet', ['owners.read', 'pets.read', 'lab.read', 'lab.write', 'grooming.read']);

const widget = (id: string, text: string): DashboardWidget => ({
  id,
  order: 1,
  Component: () => <p>{text}</p>,
});
const patients = fakeRemote('patients', {}, { widgets: [widget('pets', 'Total de mascotas: 12')] });
const grooming = fakeRemote('grooming', {}, { widgets: [widget('today', 'Peluquería hoy: 2')] });
const lab = fakeRemote('lab', {
  'patients/:patientId/lab-exams': [{ index: true, element: <h1>Exámenes de laboratorio</h1> }],
});

function signedInAs(user: object) {
  setToken('tok-1');
  fakeApi({ 'GET /auth/user': { status: 200, body: user } });
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('navigation', () => {
  it('the sidebar and the tiles leave out the links whose permission the role lacks', async () => {
    signedInAs(FRONT_DESK_OWNERS_ONLY);
    setDesktop(false);
    await renderApp({ path: '/', loadModule: fakeLoader({}) });
    const tiles = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    // Mascota (pets.read) and Peluquería (grooming.read) are not this session's to read.
    expect(linksOf(tiles)).toEqual(['Dueño', 'Reportes']);
    expect(linksOf(screen.getByRole('navigation', { name: 'Navegación principal' }))).toEqual([
      'Inicio',
      'Dueño',
      'Consulta',
      'Reportes',
    ]);
  });

  it('a role with every permission a link names sees them all', async () => {
    signedInAs(GROOMER);
    await renderApp({ path: '/reports', loadModule: fakeLoader({}) });
    await screen.findByRole('heading', { name: 'Reportes' });
    expect(linksOf(screen.getByRole('navigation', { name: 'Navegación principal' }))).toEqual([
      'Inicio',
      'Dueño',
      'Mascota',
      'Peluquería',
      'Consulta',
      'Reportes',
    ]);
  });
});

describe('dashboard', () => {
  it('gives no slot to the counters of what the role may not read, and loads nothing for them', async () => {
    signedInAs(member('assistant', ['owners.read', 'grooming.read']));
    setDesktop(true);
    const loadModule = fakeLoader({ patients, grooming });
    await renderApp({ path: '/', loadModule });
    expect(await screen.findByText('Peluquería hoy: 2')).toBeInTheDocument();
    expect(screen.queryByText('Total de mascotas: 12')).toBeNull();
    expect(loadModule.mock.calls.map(([name]) => name)).not.toContain('patients');
  });
});

describe('a section the role may not see', () => {
  it('says so with the role, offers «Inicio», and does not load the module', async () => {
    signedInAs(GROOMER);
    const loadModule = fakeLoader({ lab });
    await renderApp({ path: '/patients/p1/lab-exams', loadModule });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta sección no está disponible para tu rol' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No tienes permiso para ver esta sección. Tu rol en la clínica es Peluquero.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
    expect(loadModule.mock.calls.map(([name]) => name)).not.toContain('lab');
    // Inside the layout: the rest of the product is at hand.
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  it('opens for a role that has the permission', async () => {
    signedInAs(VET);
    await renderApp({ path: '/patients/p1/lab-exams', loadModule: fakeLoader({ lab }) });
    expect(await screen.findByRole('heading', { name: 'Exámenes de laboratorio' })).toBeInTheDocument();
    expect(screen.queryByText(/No tienes permiso/)).toBeNull();
  });
});
