// The history's route asks for the pet, its vaccines and deworming and the timeline's page while the
// page's code downloads (issue 26's bench); the page then shows those answers without asking again.
import { Suspense } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { codeDownload } from '@vet/shared-ui/testing/codeDownload';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { historyItem, patient, renderScreen } from '../../testing/fixtures';
import { historyRoutes } from '../../routes';
import { useRoutes } from 'react-router-dom';

// The page's code: kept "downloading", as a lazy chunk, until the test lets it arrive.
const mockPageCode = codeDownload();
jest.mock('./PetHistoryPage', () => mockPageCode.waitingModule(jest.requireActual('./PetHistoryPage')));

jest.setTimeout(30_000);

function HistoryArea() {
  return <Suspense fallback={<p>Cargando…</p>}>{useRoutes(historyRoutes)}</Suspense>;
}

const backend = () =>
  fakeApi({
    'GET /patients/pet-1': { status: 200, body: patient() },
    'GET /patients/pet-1/preventives': { status: 200, body: { preventives: [], status: [] } },
    'GET /patients/pet-1/history': {
      status: 200,
      body: { items: [historyItem({ title: 'Cojera' })], total: 1, page: 2, limit: 20 },
    },
  });
const PET_REQUESTS = [
  '/patients/pet-1',
  '/patients/pet-1/preventives',
  '/patients/pet-1/history?page=2&limit=20',
];
const asked = (sent: { path: string }[]) =>
  sent.map((r) => r.path).filter((path) => PET_REQUESTS.includes(path));

afterEach(() => mockPageCode.reset());

test('the pet, its vaccines and the timeline’s page are asked for before the page’s code arrives, once', async () => {
  mockPageCode.start();
  const { sent } = backend();
  renderScreen(<HistoryArea />, {
    path: '/patients/:patientId/history/*',
    route: '/patients/pet-1/history?page=2',
  });
  await waitFor(() => expect(asked(sent).sort()).toEqual([...PET_REQUESTS].sort()));
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

  act(() => mockPageCode.arrive());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Historia clínica de Luna' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Cojera')).toBeInTheDocument();
  expect(asked(sent).sort()).toEqual([...PET_REQUESTS].sort());
});
