import { screen, waitFor } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import {
  NOW,
  TODAY,
  appointment,
  appointmentDetail,
  clinicPeople,
  renderScreen,
  schedule,
} from '../../testing/fixtures';
import { choose, chosenIn } from '../../testing/form';
import EditAppointmentPage from './EditAppointmentPage';

jest.setTimeout(60_000);
const user = setupUser();

function backend(saved: FakeAnswer, stored = appointmentDetail({ version: 3 })) {
  return fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /patients': { status: 200, body: { items: [], total: 0, page: 1, limit: 10 } },
    'GET /appointments/apt-1': { status: 200, body: { appointment: stored } },
    'PUT /appointments/apt-1': saved,
  });
}

const renderEdit = (as: 'admin' | 'groomer' = 'admin') =>
  renderScreen(<EditAppointmentPage />, {
    path: '/appointments/:id/edit',
    route: '/appointments/apt-1/edit',
    as,
  });
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('sends the whole record with the version it loaded; saved, back to the appointment', async () => {
  const { sent } = backend({
    status: 200,
    body: { msg: 'Cita actualizada con éxito', appointment: appointment() },
  });
  renderEdit();
  const time = await screen.findByLabelText('Hora');
  expect(screen.getByRole('heading', { level: 1, name: 'Editar cita de Luna' })).toBeInTheDocument();
  await user.clear(time);
  await user.type(time, '1030');
  expect(time).toHaveValue('10:30');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Cita actualizada con éxito')).toBeInTheDocument();
  expect(puts(sent)[0].body).toEqual({
    patientId: 'pet-1',
    vetId: 'vet-2',
    kind: 'consultation',
    date: TODAY,
    time: '10:30',
    durationMinutes: 30,
    notes: '',
    version: 3,
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/appointments/apt-1');
});

test('an appointment nobody is assigned to starts with «Quién atiende» empty, and is saved only with someone', async () => {
  const { sent } = backend(
    { status: 200, body: { msg: 'Cita actualizada con éxito', appointment: appointment() } },
    appointmentDetail({ version: 3, vet: null }),
  );
  renderEdit();
  await screen.findByLabelText('Hora');
  expect(chosenIn('Quién atiende')).toBe('');
  expect(chosenIn('Mascota')).toBe('Luna — José Gómez');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Quién atiende es obligatorio')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);

  await choose(user, 'Quién atiende', 'Ana Pérez');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Cita actualizada con éxito')).toBeInTheDocument();
  expect(puts(sent)[0].body).toMatchObject({ vetId: 'vet-1', version: 3 });
});

test('a stale save shows «Este registro cambió mientras lo editabas» and keeps what was typed', async () => {
  backend({ status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } });
  renderEdit();
  const time = await screen.findByLabelText('Hora');
  await user.clear(time);
  await user.type(time, '1100');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Este registro cambió mientras lo editabas')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  expect(time).toHaveValue('11:00');
});

test('a Peluquero may not edit a consultation, and reads why', async () => {
  backend({ status: 200, body: {} });
  renderEdit('groomer');
  expect(
    await screen.findByText('Como Peluquero solo puedes gestionar citas de Peluquería.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByLabelText('Hora')).not.toBeInTheDocument());
});
