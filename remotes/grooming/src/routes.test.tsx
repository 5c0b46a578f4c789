// The list's route asks for the period's first page while the list's code loads; the page then uses
// that answer (one request, not two), for the clinic's list (today) and for a pet's (all).
import { act, screen, waitFor } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { codeDownload } from '@vet/shared-ui/testing/codeDownload';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf } from '@vet/shared-ui/testing/fakePages';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import type { groomingApi } from './api/groomingApi';
import { groomingRoutes, patientGroomingRoutes } from './routes';
import { renderScreen, signIn } from './testing/fixtures';

// The list's code: it can be kept "downloading", as a lazy chunk, until the test lets it arrive.
const mockListCode = codeDownload();
jest.mock('./features/grooming-list/GroomingListPage', () =>
  mockListCode.waitingModule(jest.requireActual('./features/grooming-list/GroomingListPage')),
);

// Wednesday 15 May 2024, 10:00 in Caracas.
const TODAY = { from: '2024-05-15T04:00:00.000Z', to: '2024-05-16T04:00:00.000Z' };
const EMPTY_PAGE = {
  status: 200,
  body: {
    items: [],
    total: 0,
    page: 1,
    limit: 20,
    summary: { count: 0, total: 0, average: 0, bolivares: 0, withRate: 0 },
  },
};

function Clinic() {
  return useRoutes(groomingRoutes);
}
function Pet() {
  return useRoutes(patientGroomingRoutes);
}
const listRequests = (sent: SentRequest[]) =>
  sent
    .filter((r) => /^\/(grooming|patients\/[^/]+\/grooming)\?/.test(r.path))
    .map((r) => {
      const params = new URL(r.path, 'http://test').searchParams;
      return {
        path: r.path.split('?')[0],
        ...listParamsOf(r),
        from: params.get('from'),
        to: params.get('to'),
      };
    });

beforeEach(() => {
  signIn();
  fakeToday(new Date(2024, 4, 15, 10, 0));
});
afterEach(() => {
  mockListCode.reset();
  jest.useRealTimers();
  localStorage.clear();
});

test('the clinic’s list asks for today’s first page before its code arrives', async () => {
  mockListCode.start();
  const { sent } = fakeApi({ 'GET /grooming': EMPTY_PAGE });
  renderScreen(<Clinic />, {
    path: '/grooming-services/*',
    route: '/grooming-services?q=corte',
  });
  await waitFor(() =>
    expect(listRequests(sent)).toEqual([{ path: '/grooming', q: 'corte', page: 1, limit: 20, ...TODAY }]),
  );
  expect(screen.queryByRole('heading', { name: 'Servicios de Peluquería' })).not.toBeInTheDocument();
});

test('once the code is there the page shows that answer, without asking again', async () => {
  const { sent } = fakeApi({ 'GET /grooming': EMPTY_PAGE });
  renderScreen(<Clinic />, {
    path: '/grooming-services/*',
    route: '/grooming-services',
  });
  expect(await screen.findByRole('heading', { name: 'Servicios de Peluquería' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByLabelText('Cargando servicios...')).not.toBeInTheDocument());
  expect(listRequests(sent)).toEqual([{ path: '/grooming', q: '', page: 1, limit: 20, ...TODAY }]);
});

test('code that arrives after the answer shows it, without asking again', async () => {
  mockListCode.start();
  const { sent } = fakeApi({ 'GET /grooming': EMPTY_PAGE });
  const { store } = renderScreen(<Clinic />, {
    path: '/grooming-services/*',
    route: '/grooming-services',
  });
  await waitFor(() =>
    expect(
      Object.values(
        (store.getState() as { groomingApi: ReturnType<typeof groomingApi.reducer> }).groomingApi.queries,
      ).map((q) => q?.status),
    ).toEqual(['fulfilled']),
  );
  act(() => mockListCode.arrive());
  expect(await screen.findByText('No hay servicios en este período')).toBeInTheDocument();
  expect(listRequests(sent)).toHaveLength(1);
});

test('a pet’s list asks for all its services', async () => {
  mockListCode.start();
  const { sent } = fakeApi({
    'GET /patients/p1/grooming': EMPTY_PAGE,
    'GET /patients/p1': { status: 200, body: {} },
  });
  renderScreen(<Pet />, {
    path: '/patients/:patientId/grooming-services/*',
    route: '/patients/p1/grooming-services',
  });
  await waitFor(() =>
    expect(listRequests(sent)).toEqual([
      { path: '/patients/p1/grooming', q: '', page: 1, limit: 20, from: null, to: null },
    ]),
  );
});
