import { screen } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import remote from '../../module';
import { renderScreen } from '../../testing/fixtures';
import { ConsultationsTodayWidget, todayCountArgs } from './ConsultationsTodayWidget';
import { earlyAddresses } from '@vet/shared-ui/testing/earlyAddresses';

// Tuesday 14 May 2024, 16:20 in Caracas (UTC-4), where the tests run.
const NOW = new Date(2024, 4, 14, 16, 20, 30);
const COUNTS = `/consultations/counts?${new URLSearchParams({
  today: '2024-05-14T04:00:00.000Z',
  // The end of the current minute: a consultation recorded a moment ago is counted.
  now: '2024-05-14T20:20:59.999Z',
})}`;

afterEach(() => jest.useRealTimers());

test('«Consultas hoy» counts from the browser’s midnight to now, and links to the consultations', async () => {
  fakeToday(NOW);
  fakeApi({ [`GET ${COUNTS}`]: { status: 200, body: { today: 7 } } });
  renderScreen(<ConsultationsTodayWidget />, { path: '/' });
  const label = screen.getByText('Consultas hoy');
  expect(label.querySelector('svg[data-icon="stethoscope"]')).toBeInTheDocument();
  expect(screen.getByLabelText('Cargando consultas de hoy...')).toBeInTheDocument();
  expect(await screen.findByTestId('consultations-today')).toHaveTextContent('7');
  expect(screen.getByRole('link', { name: 'Ver consultas' })).toHaveAttribute('href', '/medical-history');
});

test('its first request is the address first-screens.config.js names for "/", filled in as the page’s first script does: that early answer is the one used', async () => {
  // The page asks for it before any script runs (@vet/facts' earlyRequests); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  fakeToday(NOW);
  const early = earlyAddresses(config['/']!.data);
  const { sent } = fakeApi({ [`GET ${COUNTS}`]: { status: 200, body: { today: 7 } } });
  renderScreen(<ConsultationsTodayWidget />, { path: '/' });
  expect(await screen.findByTestId('consultations-today')).toHaveTextContent('7');
  expect([`/api${sent[0]!.path}`]).toEqual(early);
});

test('a failed count says so briefly and retries', async () => {
  fakeToday(NOW);
  let calls = 0;
  fakeApi({
    [`GET ${COUNTS}`]: () => (++calls === 1 ? { status: 500 } : { status: 200, body: { today: 2 } }),
  });
  renderScreen(<ConsultationsTodayWidget />, { path: '/' });
  expect(await screen.findByText('No se pudo cargar el número de consultas de hoy.')).toBeInTheDocument();
  await setupUser().click(screen.getByText('Reintentar'));
  expect(await screen.findByTestId('consultations-today')).toHaveTextContent('2');
});

test('just after midnight the day is the new one, not the previous', () => {
  expect(todayCountArgs(new Date(2024, 4, 15, 0, 0, 5))).toEqual({
    today: '2024-05-15T04:00:00.000Z',
    now: '2024-05-15T04:00:59.999Z',
  });
});

test('the remote offers the counter after the pets and grooming counters', () => {
  expect(remote.widgets?.map((widget) => [widget.id, widget.order])).toEqual([['consultations-today', 5]]);
});
