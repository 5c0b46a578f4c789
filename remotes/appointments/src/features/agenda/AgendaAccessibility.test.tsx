// axe-core on the agenda's views and an appointment's detail as jsdom draws them: no serious or critical
// violation (colour contrast aside: jsdom computes no styles; the e2e suite measures it in a browser).
import { screen } from '@testing-library/react';
import { seriousViolations, withoutCanvas } from '@vet/shared-ui/testing/axe';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import {
  NOW,
  TODAY,
  appointment,
  appointmentDetail,
  clinicPeople,
  renderScreen,
  schedule,
} from '../../testing/fixtures';
import AppointmentDetailPage from '../appointment-detail/AppointmentDetailPage';
import AgendaPage from './AgendaPage';

jest.setTimeout(60_000);

beforeEach(() => {
  fakeToday(NOW);
  withoutCanvas();
  fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /appointments': {
      status: 200,
      body: {
        appointments: [
          appointment(),
          appointment({ _id: 'apt-2', time: '10:00', endTime: '10:30', status: 'in_room' }),
        ],
      },
    },
    'GET /appointments/apt-1': { status: 200, body: { appointment: appointmentDetail() } },
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test.each(['day', 'week&vetId=vet-2', 'week', 'list'])('the agenda’s %s view', async (view) => {
  const { container } = renderScreen(<AgendaPage />, { route: `/appointments?date=${TODAY}&view=${view}` });
  await screen.findAllByText(/Luna/);
  expect(await seriousViolations(container)).toEqual([]);
});

test('an appointment’s detail', async () => {
  const { container } = renderScreen(<AppointmentDetailPage />, {
    path: '/appointments/:id',
    route: '/appointments/apt-1',
  });
  await screen.findByRole('heading', { level: 1, name: /Cita de Luna/ });
  expect(await seriousViolations(container)).toEqual([]);
});
