// The list's route asks for its page while the list's code loads; the page then uses that answer
// (one request, not two).
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { codeDownload } from '@vet/shared-ui/testing/codeDownload';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf, pagedList } from '@vet/shared-ui/testing/fakePages';
import type { Role } from '@vet/shared-ui';
import { makeOwner, renderScreen } from './testing/fixtures';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { ownersRoutes } from './routes';

// The list's code: it can be kept "downloading", as a lazy chunk, until the test lets it arrive.
const mockListCode = codeDownload();
jest.mock('./features/owner-list/OwnerListPage', () =>
  mockListCode.waitingModule(jest.requireActual('./features/owner-list/OwnerListPage')),
);

function OwnersArea() {
  return <Suspense fallback={<p>Cargando…</p>}>{useRoutes(ownersRoutes)}</Suspense>;
}
const render = (route: string, as?: Role) => renderScreen(<OwnersArea />, { path: '/owners/*', route, as });
const listRequests = (sent: { path: string }[]) =>
  sent.filter((r) => r.path.startsWith('/owners?')).map(listParamsOf);

afterEach(() => {
  mockListCode.reset();
});

test('the list route asks for the page in the address once, and the list shows it', async () => {
  setDesktop(true);
  const maria = makeOwner({ _id: 'o2', name: 'María Gómez' });
  const { sent } = fakeApi({
    'GET /owners': pagedList(
      () => [maria],
      (owner, q) => owner.name.toLowerCase().includes(q),
    ),
  });
  render('/owners?q=Mar');
  expect(await screen.findByRole('link', { name: 'María Gómez' })).toBeInTheDocument();
  expect(listRequests(sent)).toEqual([{ q: 'Mar', page: 1, limit: 20 }]);
});

test('the request leaves before the list’s code has arrived', async () => {
  mockListCode.start();
  const { sent } = fakeApi({
    'GET /owners': pagedList(
      () => [],
      () => true,
    ),
  });
  render('/owners?page=2');
  await waitFor(() => expect(listRequests(sent)).toEqual([{ q: '', page: 2, limit: 20 }]));
  expect(screen.queryByRole('heading', { name: 'Propietarios' })).not.toBeInTheDocument();
});

test.each([
  ['/owners/new', 'Nuevo propietario'],
  ['/owners/o1/edit', 'Editar propietario'],
])('a Peluquero opening %s by its address is told why, with the way back', async (route, form) => {
  const { sent } = fakeApi({ 'GET /owners/o1': { status: 200, body: makeOwner() } });
  render(route, 'groomer');
  expect(
    await screen.findByRole('heading', { name: 'Esta pantalla no está disponible para tu rol' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a propietarios' })).toHaveAttribute('href', '/owners');
  expect(screen.queryByRole('heading', { name: form })).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('an Asistente opens the new owner form', async () => {
  fakeApi({});
  render('/owners/new', 'assistant');
  expect(await screen.findByRole('heading', { name: 'Nuevo propietario' })).toBeInTheDocument();
});
