import { screen } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { appointment, renderScreen, schedule } from '../../testing/fixtures';
import { AppointmentsTodayWidget } from './AppointmentsTodayWidget';
import { earlyAddresses } from '@vet/shared-ui/testing/earlyAddresses';

afterEach(() => jest.useRealTimers());

test('«Citas de hoy» counts the clinic’s day in its own zone, cancelled ones aside, and links to the agenda', async () => {
  // 02:30 UTC on 13 March is still the 12th in Caracas: the clinic's day, not the browser's or UTC's.
  fakeToday(new Date('2026-03-13T02:30:00.000Z'));
  fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /appointments?from=2026-03-12&to=2026-03-12': {
      status: 200,
      body: {
        appointments: [
          appointment(),
          appointment({ _id: 'apt-2', time: '10:00', status: 'confirmed' }),
          appointment({ _id: 'apt-3', time: '11:00', status: 'cancelled' }),
        ],
      },
    },
  });
  renderScreen(<AppointmentsTodayWidget />, { path: '/' });
  expect(screen.getByText('Citas de hoy').querySelector('svg[data-icon="calendar"]')).toBeInTheDocument();
  expect(await screen.findByTestId('appointments-today')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'Ver agenda' })).toHaveAttribute('href', '/appointments');
});

test('its first request is the address first-screens.config.js names for "/", filled in as the page’s first script does: that early answer is the one used', async () => {
  // The page asks for it before any script runs (@vet/facts' earlyRequests); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  fakeToday(new Date('2026-03-13T02:30:00.000Z'));
  const early = earlyAddresses(config['/']!.data);
  const { sent } = fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /appointments?from=2026-03-12&to=2026-03-12': {
      status: 200,
      body: { appointments: [appointment()] },
    },
  });
  renderScreen(<AppointmentsTodayWidget />, { path: '/' });
  expect(await screen.findByTestId('appointments-today')).toHaveTextContent('1');
  expect([`/api${sent[0]!.path}`]).toEqual(early);
});

test('a failed count says so briefly and retries', async () => {
  let calls = 0;
  fakeApi({
    'GET /clinic/schedule': () =>
      ++calls === 1 ? { status: 500 } : { status: 200, body: { schedule: schedule({ timeZone: 'UTC' }) } },
    [`GET /appointments?from=${new Date().toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`]:
      { status: 200, body: { appointments: [appointment()] } },
  });
  renderScreen(<AppointmentsTodayWidget />, { path: '/' });
  expect(await screen.findByText('No se pudo cargar el número de citas de hoy.')).toBeInTheDocument();
  await setupUser().click(screen.getByText('Reintentar'));
  expect(await screen.findByTestId('appointments-today')).toHaveTextContent('1');
});
