// Route "/": counters from the remotes on desktop, navigation tiles on small screens.
import { act, screen, within } from '@testing-library/react';
import { type DashboardWidget } from '@vet/shared-ui';
import { renderApp } from '../test/renderApp';
import { fakeLoader, fakeRemote } from '../test/fakeRemote';
import { signedInAsAna } from '../test/signedIn';
import { RemoteLoadError } from '../federation/RemoteLoadError';
import { setDesktop } from '@vet/shared-ui/testing/viewport';

const widget = (id: string, order: number, text: string): DashboardWidget => ({
  id,
  order,
  Component: () => <p>{text}</p>,
});

const patients = fakeRemote('patients', {}, { widgets: [widget('pets', 1, 'Total de mascotas: 12')] });
const grooming = fakeRemote(
  'grooming',
  {},
  {
    widgets: [
      widget('month', 3, 'Peluquería este mes: 9'),
      widget('today', 1, 'Peluquería hoy: 2'),
      widget('week', 2, 'Peluquería esta semana: 5'),
    ],
  },
);

signedInAsAna();

describe('dashboard on desktop', () => {
  it('shows "Panel de Resumen" with the widgets of patients and grooming, in order', async () => {
    setDesktop(true);
    await renderApp({ path: '/', loadModule: fakeLoader({ patients, grooming }) });
    expect(await screen.findByRole('heading', { name: 'Panel de Resumen' })).toBeInTheDocument();
    await screen.findByText('Peluquería hoy: 2');
    const texts = screen
      .getAllByText(/Total de mascotas|Peluquería (hoy|esta semana|este mes)/)
      .map((el) => el.textContent);
    expect(texts).toEqual([
      'Total de mascotas: 12',
      'Peluquería hoy: 2',
      'Peluquería esta semana: 5',
      'Peluquería este mes: 9',
    ]);
  });

  it('shows a small notice in the slot of a remote that is down, the other widgets still', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setDesktop(true);
    await renderApp({ path: '/', loadModule: fakeLoader({ patients }) });
    expect(await screen.findByText('Total de mascotas: 12')).toBeInTheDocument();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('No se pudieron cargar los datos de Peluquería.');
    expect(within(notice).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('names why a remote built for another shell cannot show its counters, without «Reintentar»', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setDesktop(true);
    const refusal = new RemoteLoadError(
      'grooming',
      'incompatible',
      'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    );
    await renderApp({ path: '/', loadModule: fakeLoader({ patients, grooming: refusal }) });
    expect(await screen.findByText('Total de mascotas: 12')).toBeInTheDocument();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Módulo no compatible: el módulo de Peluquería requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0.',
    );
    expect(within(notice).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('keeps the other widgets when one widget throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setDesktop(true);
    const Broken = () => {
      throw new Error('boom');
    };
    const brokenGrooming = fakeRemote(
      'grooming',
      {},
      { widgets: [{ id: 'x', order: 1, Component: Broken }, widget('week', 2, 'Semana: 5')] },
    );
    await renderApp({ path: '/', loadModule: fakeLoader({ patients, grooming: brokenGrooming }) });
    expect(await screen.findByText('Semana: 5')).toBeInTheDocument();
    expect(screen.getByText('Total de mascotas: 12')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los datos de Peluquería.');
  });
});

describe('dashboard on small screens', () => {
  it('shows the navigation tiles, Consulta without a link, and loads no counters', async () => {
    setDesktop(false);
    const loadModule = fakeLoader({ patients, grooming });
    await renderApp({ path: '/', loadModule });
    const tiles = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dueño', '/owners'],
      ['Mascota', '/patients'],
      ['Peluquería', '/grooming-services'],
      ['Reportes', '/reports'],
    ]);
    expect(within(tiles).getByText('Consulta').closest('a')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Panel de Resumen' })).not.toBeInTheDocument();
    expect(loadModule).not.toHaveBeenCalled();
  });
});

describe('an open tab after a rollback', () => {
  it('shows the widgets of the build remotes.json names now when the vet comes back to the dashboard', async () => {
    setDesktop(true);
    const counter = (text: string): DashboardWidget[] => [
      { id: 'c', order: 1, Component: () => <p>{text}</p> },
    ];
    const builds = [
      fakeRemote('grooming', { 'grooming-services': [] }, { widgets: counter('Peluquería v2') }),
      fakeRemote('grooming', { 'grooming-services': [] }, { widgets: counter('Peluquería v1') }),
    ];
    const loadModule = jest.fn(async (name: string) =>
      name === 'grooming'
        ? { default: builds.shift() }
        : { default: fakeRemote(name, { [name]: [{ index: true, element: <h1>{name}</h1> }] }) },
    );
    let rolledBack = false;
    const entryChanged = jest.fn(async (name: string) => name === 'grooming' && rolledBack);
    const { router } = await renderApp({ path: '/', loadModule, entryChanged });
    expect(await screen.findByText('Peluquería v2')).toBeInTheDocument();

    await act(() => router.navigate('/owners'));
    rolledBack = true; // remotes.json points grooming back at v1
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Peluquería v1')).toBeInTheDocument();
    expect(screen.queryByText('Peluquería v2')).not.toBeInTheDocument();
  });
});
