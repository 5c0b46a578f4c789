import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { NOW, clinicPeople, renderScreen, schedule } from '../../testing/fixtures';
import { chosenIn } from '../../testing/form';
import AgendaPage from '../agenda/AgendaPage';
import SchedulePage from './SchedulePage';

jest.setTimeout(60_000);
const user = setupUser();

function backend(saved: FakeAnswer = { status: 200, body: {} }) {
  let version = 4;
  return fakeApi({
    'GET /clinic/schedule': () => ({ status: 200, body: { schedule: schedule({ version }) } }),
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /appointments': { status: 200, body: { appointments: [] } },
    'PUT /clinic/schedule': () => {
      if (saved.status === 200) version += 1;
      return saved;
    },
  });
}

const renderSchedule = (as: 'admin' | 'vet' = 'admin') =>
  renderScreen(<SchedulePage />, { path: '/appointments/schedule', as });
const day = (name: string) => screen.getByRole('group', { name });
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');
const reads = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'GET' && request.path === '/clinic/schedule').length;

afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('shows the clinic’s schedule: zone, slot, each weekday’s hours (Sunday closed) and the reminders', async () => {
  backend();
  renderSchedule();
  const monday = await screen.findByRole('group', { name: 'Lunes' });
  expect(screen.getByRole('heading', { level: 1, name: 'Horario de la agenda' })).toBeInTheDocument();
  expect(chosenIn('Zona horaria')).toBe('America/Caracas');
  expect(chosenIn('Duración de cada espacio')).toBe('30 minutos');
  expect(within(monday).getByLabelText('Abre')).toHaveValue('08:00');
  expect(within(monday).getByLabelText('Cierra')).toHaveValue('12:00');
  expect(within(monday).getByLabelText('Cerrado')).not.toBeChecked();
  expect(within(day('Sábado')).getByLabelText('Abre')).toHaveValue('09:00');
  expect(within(day('Domingo')).getByLabelText('Cerrado')).toBeChecked();
  expect(within(day('Domingo')).getByLabelText('Abre')).toBeDisabled();
  expect(screen.getByLabelText('Recordatorio de citas')).toHaveValue('24');
  expect(screen.getByLabelText('Aviso de vacunas y desparasitaciones')).toHaveValue('7');
});

test('closing a day and changing hours sends the whole schedule with its version; the agenda’s copy reloads', async () => {
  const { sent } = backend({
    status: 200,
    body: { msg: 'Horario guardado', schedule: schedule({ version: 5 }) },
  });
  renderSchedule();
  await screen.findByRole('group', { name: 'Lunes' });
  await user.click(within(day('Martes')).getByLabelText('Cerrado'));
  const saturdayClose = within(day('Sábado')).getByLabelText('Cierra');
  await user.clear(saturdayClose);
  await user.type(saturdayClose, '1330');
  await user.click(within(day('Domingo')).getByLabelText('Cerrado'));
  const reminder = screen.getByLabelText('Recordatorio de citas');
  await user.clear(reminder);
  await user.type(reminder, '48');
  const before = reads(sent);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Horario guardado')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(1);
  expect(puts(sent)[0].body).toEqual({
    timeZone: 'America/Caracas',
    slotMinutes: 30,
    openingHours: [
      { open: '08:00', close: '12:00' },
      null,
      { open: '08:00', close: '12:00' },
      { open: '08:00', close: '12:00' },
      { open: '08:00', close: '12:00' },
      { open: '09:00', close: '13:30' },
      // Sunday, opened again: the hours a closed day offers.
      { open: '08:00', close: '18:00' },
    ],
    appointmentReminderHours: 48,
    preventiveReminderDays: 7,
    version: 4,
  });
  // The schedule the agenda draws is asked again (its tag invalidated).
  await waitFor(() => expect(reads(sent)).toBe(before + 1));
});

test('another zone than the saved one says, beside it, that booked appointments keep their moment', async () => {
  // 12:00 UTC: 08:00 in Caracas, the saved zone.
  fakeToday(NOW);
  backend();
  renderSchedule();
  await screen.findByRole('group', { name: 'Lunes' });
  const zone = screen.getByLabelText('Zona horaria');
  const pick = async (search: string, title: string) => {
    await user.type(zone, search);
    await user.click(await screen.findByTitle(title));
  };
  expect(screen.queryByText(/Las citas ya registradas/)).not.toBeInTheDocument();

  await pick('Bogota', 'America/Bogota');
  const note =
    'Las citas ya registradas no se reprograman: siguen en el mismo momento y su hora se mostrará según la nueva zona (hoy, una cita de las 09:00 se verá a las 08:00).';
  expect(await screen.findByText(note)).toBeInTheDocument();
  expect(zone.closest('.ant-form-item')).toHaveTextContent(note);
  expect(zone).toHaveAccessibleDescription(note);

  await pick('Kiritimati', 'Pacific/Kiritimati');
  expect(
    await screen.findByText(
      'Las citas ya registradas no se reprograman: siguen en el mismo momento y su hora se mostrará según la nueva zona (hoy, una cita de las 09:00 se verá a las 03:00 del día siguiente).',
    ),
  ).toBeInTheDocument();

  // The saved zone again: nothing to say.
  await pick('Caracas', 'America/Caracas');
  await waitFor(() => expect(screen.queryByText(/Las citas ya registradas/)).not.toBeInTheDocument());
});

test('an open day that opens after it closes is refused in Spanish, and nothing is sent', async () => {
  const { sent } = backend();
  renderSchedule();
  const monday = await screen.findByRole('group', { name: 'Lunes' });
  const open = within(monday).getByLabelText('Abre');
  await user.clear(open);
  await user.type(open, '1300');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(
    await within(monday).findByText('Cada día abierto necesita una hora de apertura anterior a la de cierre'),
  ).toBeInTheDocument();
  expect(within(monday).getByLabelText('Cierra')).toHaveAttribute('aria-invalid', 'true');
  expect(await screen.findByText('Revisa los campos marcados')).toBeInTheDocument();
  expect(puts(sent)).toHaveLength(0);
});

test('the server’s field errors land under their fields', async () => {
  backend({
    status: 400,
    body: {
      msg: 'Datos inválidos',
      errors: [
        { field: 'timeZone', msg: 'Zona horaria no válida' },
        { field: 'openingHours.2.open', msg: 'Hora inválida' },
      ],
    },
  });
  renderSchedule();
  await screen.findByRole('group', { name: 'Lunes' });
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Zona horaria no válida')).toBeInTheDocument();
  expect(within(day('Miércoles')).getByText('Hora inválida')).toBeInTheDocument();
});

test('a stale save shows the warning; «Recargar» starts over from the schedule as it is now', async () => {
  backend({ status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } });
  renderSchedule();
  const monday = await screen.findByRole('group', { name: 'Lunes' });
  const close = within(monday).getByLabelText('Cierra');
  await user.clear(close);
  await user.type(close, '1700');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Este registro cambió mientras lo editabas')).toBeInTheDocument();
  expect(within(day('Lunes')).getByLabelText('Cierra')).toHaveValue('17:00');
  await user.click(screen.getByRole('button', { name: 'Recargar' }));
  await waitFor(() =>
    expect(screen.queryByText('Este registro cambió mientras lo editabas')).not.toBeInTheDocument(),
  );
  expect(within(day('Lunes')).getByLabelText('Cierra')).toHaveValue('12:00');
});

test('the agenda offers «Horario» to the administrator only', async () => {
  backend();
  renderScreen(<AgendaPage />, { path: '/appointments' });
  expect(await screen.findByRole('link', { name: 'Horario' })).toHaveAttribute(
    'href',
    '/appointments/schedule',
  );
});

test('another role sees no «Horario» on the agenda, and the page by its address says why', async () => {
  backend();
  const agenda = renderScreen(<AgendaPage />, { path: '/appointments', as: 'vet' });
  await screen.findByRole('button', { name: 'Hoy' });
  expect(screen.queryByRole('link', { name: 'Horario' })).not.toBeInTheDocument();
  agenda.unmount();

  const { sent } = backend();
  renderSchedule('vet');
  expect(await screen.findByText('Esta pantalla no está disponible para tu rol')).toBeInTheDocument();
  expect(screen.getByText(/No tienes permiso para administrar la clínica y su equipo/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a la agenda' })).toHaveAttribute('href', '/appointments');
  expect(screen.queryByLabelText('Zona horaria')).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});
