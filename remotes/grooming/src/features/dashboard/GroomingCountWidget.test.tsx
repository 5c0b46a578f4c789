import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen, signIn } from '../../testing/fixtures';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import remote from '../../module';
import { GroomingMonthWidget, GroomingTodayWidget, GroomingWeekWidget } from './GroomingCountWidget';
import { earlyAddresses } from '@vet/shared-ui/testing/earlyAddresses';

// Sunday 19 May 2024, 09:00 in Caracas: the dashboard's week began on Monday the 13th.
const NOW = new Date(2024, 4, 19, 9, 0);
const COUNTS = `/grooming/counts?${new URLSearchParams({
  today: '2024-05-19T04:00:00.000Z',
  week: '2024-05-13T04:00:00.000Z',
  month: '2024-05-01T04:00:00.000Z',
  // The end of the current minute: a service recorded a moment ago is counted.
  now: '2024-05-19T13:00:59.999Z',
})}`;

const renderWidgets = () =>
  renderScreen(
    <>
      <GroomingTodayWidget />
      <GroomingWeekWidget />
      <GroomingMonthWidget />
    </>,
    { path: '/' },
  );

beforeEach(() => {
  signIn();
  fakeToday(NOW);
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

test('the three counters come from one request with local period starts (week from Monday)', async () => {
  const { sent } = fakeApi({ [`GET ${COUNTS}`]: { status: 200, body: { today: 2, week: 1234, month: 40 } } });
  renderWidgets();
  expect(screen.getByText('Peluquería hoy')).toBeInTheDocument();
  // Scissors drawn in SVG: the ✂️ emoji is an empty box without an emoji font.
  expect(screen.getByText('Peluquería hoy').querySelector('svg[data-icon="scissors"]')).toBeInTheDocument();
  expect(screen.getByText('Peluquería esta semana')).toBeInTheDocument();
  expect(screen.getByText('Peluquería este mes')).toBeInTheDocument();
  expect(await screen.findByTestId('grooming-count-today')).toHaveTextContent('2');
  expect(screen.getByTestId('grooming-count-week')).toHaveTextContent('1234');
  expect(screen.getByTestId('grooming-count-month')).toHaveTextContent('40');
  expect(sent.filter((r) => r.path.startsWith('/grooming/counts'))).toHaveLength(1);
});

test('its first request is the address first-screens.config.js names for "/", filled in as the page’s first script does: that early answer is the one used', async () => {
  // The page asks for it before any script runs (@vet/facts' earlyRequests); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  const early = earlyAddresses(config['/']!.data);
  const { sent } = fakeApi({ [`GET ${COUNTS}`]: { status: 200, body: { today: 2, week: 1, month: 40 } } });
  renderWidgets();
  expect(await screen.findByTestId('grooming-count-today')).toHaveTextContent('2');
  expect([`/api${sent[0]!.path}`]).toEqual(early);
});

test('the cards show loading values until the answer arrives', async () => {
  let answer: (value: FakeAnswer) => void = () => {};
  const { sent } = fakeApi({ [`GET ${COUNTS}`]: () => new Promise((resolve) => (answer = resolve)) });
  renderWidgets();
  expect(screen.getByText('Peluquería hoy')).toBeInTheDocument();
  expect(screen.getByLabelText('Cargando peluquería esta semana...')).toBeInTheDocument();
  expect(screen.queryByTestId('grooming-count-today')).not.toBeInTheDocument();
  await waitFor(() => expect(sent.map((r) => r.path)).toEqual([COUNTS]));
  await act(async () => answer({ status: 200, body: { today: 2, week: 5, month: 9 } }));
  expect(await screen.findByTestId('grooming-count-week')).toHaveTextContent('5');
  expect(screen.queryByLabelText('Cargando peluquería esta semana...')).not.toBeInTheDocument();
});

test('a failed count says so briefly and retries', async () => {
  let calls = 0;
  fakeApi({
    [`GET ${COUNTS}`]: () =>
      ++calls === 1 ? { status: 500 } : { status: 200, body: { today: 3, week: 5, month: 9 } },
  });
  renderScreen(<GroomingTodayWidget />, { path: '/' });
  expect(await screen.findByText('No se pudo cargar.')).toBeInTheDocument();
  await setupUser().click(screen.getByText('Reintentar'));
  expect(await screen.findByTestId('grooming-count-today')).toHaveTextContent('3');
});

test('the remote exposes the three widgets after the pet total', () => {
  expect(remote.widgets?.map((w) => [w.id, w.order])).toEqual([
    ['grooming-today', 2],
    ['grooming-week', 3],
    ['grooming-month', 4],
  ]);
});
