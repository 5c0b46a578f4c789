import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { Appointment } from '../../api/types';
import { NOW, TODAY, appointment, clinicPeople, renderScreen, schedule } from '../../testing/fixtures';
import AgendaPage from './AgendaPage';

jest.setTimeout(60_000);
const user = setupUser();

function backend(appointments: Appointment[] = [appointment()], agenda?: FakeAnswer) {
  return fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /appointments': agenda ?? { status: 200, body: { appointments } },
  });
}

const renderAgenda = (route = `/appointments?date=${TODAY}`, as: 'admin' | 'groomer' | 'vet' = 'admin') =>
  renderScreen(<AgendaPage />, { path: '/appointments', route, as });

/** The grid's cell a block or a slot sits in: where it was placed. */
const cellOf = (element: HTMLElement) => element.closest('td')!;
const grid = () => screen.findByRole('table', { name: 'Citas del 12/03/2026' });

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('a column per person who attends (vets and administrators first, then groomers), a row per slot', async () => {
  const { sent } = backend();
  renderAgenda();
  const table = await grid();
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['Hora', 'Ana Pérez', 'Luis Rojas', 'Pedro Gil']);
  const times = within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);
  expect(times).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  expect(screen.getByRole('heading', { level: 2, name: 'Jueves, 12 de marzo de 2026' })).toBeInTheDocument();
  expect(sent.map((request) => request.path)).toContain('/appointments?from=2026-03-12&to=2026-03-12');
});

test('asks for the day’s appointments at once, without waiting for the clinic’s schedule', async () => {
  let answerSchedule = () => {};
  const { sent } = fakeApi({
    'GET /clinic/schedule': () =>
      new Promise<FakeAnswer>((resolve) => {
        answerSchedule = () => resolve({ status: 200, body: { schedule: schedule() } });
      }),
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /appointments': { status: 200, body: { appointments: [appointment()] } },
  });
  renderAgenda('/appointments');
  await waitFor(() =>
    expect(sent.map((request) => request.path)).toContain('/appointments?from=2026-03-12&to=2026-03-12'),
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  answerSchedule();
  expect(await grid()).toBeInTheDocument();
  // Caracas's day was the clinic's: one request for it.
  expect(sent.filter((request) => request.path.startsWith('/appointments?'))).toHaveLength(1);
});

test('places each appointment in its person’s column at the row of its time, spanning its length', async () => {
  backend([
    appointment(),
    appointment({
      _id: 'apt-2',
      patient: { _id: 'pet-2', name: 'Michi', species: 'Felino' },
      owner: { _id: 'own-2', name: 'María Díaz', contact: '+584121112233', email: '' },
      vet: { _id: 'vet-1', name: 'Ana Pérez' },
      kind: 'vaccination',
      time: '10:00',
      endTime: '11:00',
      durationMinutes: 60,
      status: 'confirmed',
    }),
  ]);
  renderAgenda();
  await grid();
  const luna = screen.getByRole('link', { name: '09:00–09:30 Luna José Gómez Consulta Programada' });
  expect(within(luna).getByText('Programada')).toBeVisible();
  expect(cellOf(luna)).toHaveAttribute('data-slot-vet', 'vet-2');
  expect(cellOf(luna)).toHaveAttribute('data-slot-time', '09:00');
  expect(cellOf(luna)).toHaveAttribute('rowspan', '1');

  const michi = screen.getByRole('link', {
    name: '10:00–11:00 Michi María Díaz Vacunación Confirmada',
  });
  expect(cellOf(michi)).toHaveAttribute('data-slot-vet', 'vet-1');
  expect(cellOf(michi)).toHaveAttribute('data-slot-time', '10:00');
  expect(cellOf(michi)).toHaveAttribute('rowspan', '2');
  // Its hour is not offered again; Luis is free then.
  expect(screen.queryByRole('button', { name: 'Agendar a las 10:30 con Ana Pérez' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agendar a las 10:30 con Luis Rojas' })).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Agendar a las 09:00 con Luis Rojas' }),
  ).not.toBeInTheDocument();
  // A slot already begun (08:00, now) is not offered.
  expect(screen.queryByRole('button', { name: 'Agendar a las 08:00 con Ana Pérez' })).not.toBeInTheDocument();
});

/** Toby's grooming at 10:00, assigned to nobody (a restored backup's person the clinic does not have). */
const unassigned = appointment({
  _id: 'apt-9',
  patient: { _id: 'pet-9', name: 'Toby', species: 'Canino' },
  vet: null,
  kind: 'grooming',
  time: '10:00',
  endTime: '10:30',
});

test('an appointment nobody is assigned to has a «Sin asignar» column that day, where nothing is booked', async () => {
  backend([appointment(), unassigned]);
  renderAgenda();
  const table = await grid();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Hora', 'Ana Pérez', 'Luis Rojas', 'Pedro Gil', 'Sin asignar']);
  const toby = screen.getByRole('link', { name: '10:00–10:30 Toby José Gómez Peluquería Programada' });
  // In the last column, at its time's row.
  const row = toby.closest('tr')!;
  expect(within(row).getByRole('rowheader')).toHaveTextContent('10:00');
  expect(within(row).getAllByRole('cell').at(-1)).toContainElement(toby);
  // Not moved by dragging (someone is chosen in «Editar»), and no free slot offered to nobody.
  expect(toby).not.toHaveClass('appointments-block--draggable');
  expect(screen.getByRole('link', { name: /Luna/ })).toHaveClass('appointments-block--draggable');
  const lastCells = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).queryAllByRole('cell').at(-1))
    .filter((cell) => cell && cell !== toby.closest('td'));
  for (const cell of lastCells) expect(within(cell!).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Sin asignar/ })).not.toBeInTheDocument();
});

test('a day without one has no «Sin asignar» column; a person’s agenda leaves unassigned ones out', async () => {
  backend([appointment(), unassigned]);
  renderAgenda(`/appointments?date=${TODAY}&vetId=vet-2`);
  const table = await grid();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Hora', 'Luis Rojas']);
  expect(screen.queryByText('Toby')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Luna/ })).toBeInTheDocument();
});

test('the week’s list and «Lista del día» say «Sin asignar» for who attends', async () => {
  backend([appointment(), unassigned]);
  renderAgenda(`/appointments?date=${TODAY}&view=week`);
  const thursday = await screen.findByRole('region', { name: 'jueves, 12 de marzo de 2026' });
  expect(within(thursday).getByRole('link', { name: /Toby/ })).toHaveTextContent(
    '10:00 Toby · Peluquería · Sin asignar',
  );
  await user.click(screen.getByText('Lista del día'));
  const list = await screen.findByRole('table', { name: 'Lista del día 12/03/2026' });
  const tobyRow = within(list).getByText('Toby').closest('tr')!;
  expect(within(tobyRow).getByText('Sin asignar')).toBeInTheDocument();
});

test('a click on a free slot opens «Nueva cita» with its day, time and person', async () => {
  backend();
  renderAgenda();
  await grid();
  await user.click(screen.getByRole('button', { name: 'Agendar a las 09:30 con Ana Pérez' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/appointments/new');
  const query = new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');
  expect(Object.fromEntries(query)).toEqual({ date: TODAY, time: '09:30', vetId: 'vet-1' });
});

test('a closed day says so; the day moves with «Día siguiente» and stays in the address', async () => {
  backend([]);
  renderAgenda('/appointments?date=2026-03-14');
  await screen.findByRole('table', { name: 'Citas del 14/03/2026' });
  await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
  expect(await screen.findByText('La clínica no atiende este día')).toBeInTheDocument();
  expect(screen.getByTestId('location-search')).toHaveTextContent('date=2026-03-15');
  expect(screen.getByRole('heading', { level: 2, name: 'Domingo, 15 de marzo de 2026' })).toBeInTheDocument();
});

test('a failed agenda says why and offers «Reintentar»', async () => {
  backend([], { status: 500, body: { msg: 'Base de datos no disponible' } });
  renderAgenda();
  expect(await screen.findByText('No se pudo cargar la agenda')).toBeInTheDocument();
  expect(screen.getByText('Base de datos no disponible')).toBeInTheDocument();
  backend([appointment()]);
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.getByRole('link', { name: /Luna/ })).toBeInTheDocument());
});

test('one person’s week: seven day columns from Monday, each appointment on its day', async () => {
  const { sent } = backend([
    appointment(),
    appointment({ _id: 'apt-3', date: '2026-03-14', time: '09:30', endTime: '10:00' }),
  ]);
  renderAgenda(`/appointments?date=${TODAY}&view=week&vetId=vet-2`);
  const table = await screen.findByRole('table', {
    name: 'Citas de Luis Rojas del 09/03/2026 al 15/03/2026',
  });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual([
    'Hora',
    'Lunes 09/03',
    'Martes 10/03',
    'Miércoles 11/03',
    'Jueves 12/03',
    'Viernes 13/03',
    'Sábado 14/03',
    'Domingo 15/03',
  ]);
  expect(sent.map((request) => request.path)).toContain(
    '/appointments?from=2026-03-09&to=2026-03-15&vetId=vet-2',
  );
  const saturday = within(table).getAllByRole('link', { name: /Luna/ })[1];
  expect(cellOf(saturday)).toHaveAttribute('data-slot-date', '2026-03-14');
  expect(cellOf(saturday)).toHaveAttribute('data-slot-time', '09:30');
  expect(
    screen.getByRole('button', { name: 'Agendar el 13/03/2026 a las 09:00 con Luis Rojas' }),
  ).toBeInTheDocument();
  // Sunday is closed: nothing to book.
  expect(screen.queryByRole('button', { name: /el 15\/03\/2026/ })).not.toBeInTheDocument();
});

test('everyone’s week: each day’s appointments as a list', async () => {
  backend([appointment()]);
  renderAgenda(`/appointments?date=${TODAY}&view=week`);
  const thursday = await screen.findByRole('region', { name: 'jueves, 12 de marzo de 2026' });
  expect(within(thursday).getByRole('link')).toHaveTextContent('09:00 Luna · Consulta · Luis Rojas');
  expect(
    within(screen.getByRole('region', { name: 'domingo, 15 de marzo de 2026' })).getByText(
      'La clínica no atiende este día',
    ),
  ).toBeInTheDocument();
});

test('«Lista del día»: the day’s appointments by time, cancelled ones too, each with its status buttons', async () => {
  backend([
    appointment({ _id: 'apt-2', time: '10:00', endTime: '10:30', status: 'in_room' }),
    appointment({ _id: 'apt-3', time: '08:30', endTime: '09:00', status: 'cancelled' }),
    appointment(),
  ]);
  renderAgenda(`/appointments?date=${TODAY}&view=list`);
  const table = await screen.findByRole('table', { name: 'Lista del día 12/03/2026' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    '08:30–09:00',
    '09:00–09:30',
    '10:00–10:30',
  ]);
  expect(rows[0]).toHaveTextContent('Cancelada');
  expect(within(rows[0]).queryAllByRole('button')).toHaveLength(0);
  expect(
    within(rows[1])
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Confirmar', 'En sala', 'No asistió', 'Cancelar']);
  expect(
    within(rows[2])
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Atendida']);
});

test('a reload that fails keeps the agenda on screen under a warning with «Reintentar»', async () => {
  let fail = false;
  fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /appointments': () =>
      fail
        ? { status: 503, body: { msg: 'Servicio no disponible' } }
        : { status: 200, body: { appointments: [appointment()] } },
    'POST /appointments/apt-1/status': () => {
      fail = true;
      return {
        status: 200,
        body: { msg: 'Cita confirmada', appointment: appointment({ status: 'confirmed' }) },
      };
    },
  });
  renderAgenda(`/appointments?date=${TODAY}&view=list`);
  await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('No se pudo actualizar la agenda.')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Lista del día 12/03/2026' })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.queryByText('No se pudo actualizar la agenda.')).not.toBeInTheDocument());
});
