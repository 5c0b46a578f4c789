import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import type { Appointment } from '../../api/types';
import { NOW, TODAY, appointment, clinicPeople, renderScreen, schedule } from '../../testing/fixtures';
import AgendaPage from './AgendaPage';

jest.setTimeout(60_000);

// jsdom has neither PointerEvent nor elementFromPoint: a mouse event carrying the pointer's type, and the
// element under the pointer given by the test.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
const originalPointerEvent = window.PointerEvent;
const originalElementFromPoint = document.elementFromPoint;

function backend(
  put: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>,
  list: Appointment[] = [appointment()],
) {
  return fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /appointments': { status: 200, body: { appointments: list } },
    'PUT /appointments/apt-1': put,
  });
}

const renderAgenda = (as: 'admin' | 'groomer' = 'admin') =>
  renderScreen(<AgendaPage />, { path: '/appointments', route: `/appointments?date=${TODAY}`, as });

const lunaBlock = () => screen.getByRole('link', { name: /Luna/ });
const placeOf = (element: HTMLElement) => {
  const cell = element.closest('td')!;
  return `${cell.getAttribute('data-slot-vet')} ${cell.getAttribute('data-slot-time')}`;
};

/** Presses the block, moves past the threshold and releases over `target` (the element under the pointer),
 *  with a mouse unless told. */
function drag(block: HTMLElement, target: HTMLElement, pointerType = 'mouse') {
  document.elementFromPoint = jest.fn(() => target);
  fireEvent.pointerDown(block, { clientX: 10, clientY: 10, button: 0, pointerType });
  fireEvent.pointerMove(window, { clientX: 120, clientY: 90, pointerType });
  fireEvent.pointerUp(window, { clientX: 120, clientY: 90, pointerType });
}

beforeEach(() => {
  fakeToday(NOW);
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
  window.PointerEvent = originalPointerEvent;
  document.elementFromPoint = originalElementFromPoint;
});

test('dropping a block on another person’s slot sends the whole appointment there, with its version', async () => {
  const { sent } = backend(() => ({
    status: 200,
    body: { msg: 'Cita actualizada con éxito', appointment: appointment() },
  }));
  renderAgenda();
  const target = await screen.findByRole('button', { name: 'Agendar a las 10:00 con Ana Pérez' });
  drag(lunaBlock(), target);
  expect(await screen.findByText('Cita actualizada con éxito')).toBeInTheDocument();
  const put = sent.find((request) => request.method === 'PUT')!;
  expect(put.path).toBe('/appointments/apt-1');
  expect(put.body).toEqual({
    patientId: 'pet-1',
    vetId: 'vet-1',
    kind: 'consultation',
    date: TODAY,
    time: '10:00',
    durationMinutes: 30,
    notes: '',
    version: 1,
  });
});

test('the block shows where it was dropped, and goes back with the server’s message when refused', async () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  backend(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
  renderAgenda();
  const target = await screen.findByRole('button', { name: 'Agendar a las 10:00 con Ana Pérez' });
  expect(placeOf(lunaBlock())).toBe('vet-2 09:00');
  drag(lunaBlock(), target);
  await waitFor(() => expect(placeOf(lunaBlock())).toBe('vet-1 10:00'));
  await act(async () =>
    answer({ status: 409, body: { msg: 'Ana Pérez ya tiene una cita de 10:00 a 10:30 ese día' } }),
  );
  expect(await screen.findByText('Ana Pérez ya tiene una cita de 10:00 a 10:30 ese día')).toBeInTheDocument();
  await waitFor(() => expect(placeOf(lunaBlock())).toBe('vet-2 09:00'));
});

test('a finger swiping from a block scrolls the day: the block stays and nothing is sent', async () => {
  const { sent } = backend(() => ({
    status: 200,
    body: { msg: 'Cita actualizada con éxito', appointment: appointment() },
  }));
  renderAgenda();
  const target = await screen.findByRole('button', { name: 'Agendar a las 10:00 con Ana Pérez' });
  document.elementFromPoint = jest.fn(() => target);
  fireEvent.pointerDown(lunaBlock(), { clientX: 10, clientY: 10, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(window, { clientX: 120, clientY: 90, pointerType: 'touch' });
  // No copy follows the finger and no slot is marked…
  expect(document.querySelector('.appointments-ghost')).toBeNull();
  expect(target.closest('td')).not.toHaveClass('appointments-slot--drop');
  fireEvent.pointerUp(window, { clientX: 120, clientY: 90, pointerType: 'touch' });
  // …and the appointment stays where it was.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(placeOf(lunaBlock())).toBe('vet-2 09:00');
  expect(screen.queryByText('Cita actualizada con éxito')).not.toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  // The hint says how to move an appointment without a mouse.
  expect(
    screen.getByText(
      'Para reprogramar una cita, arrástrala con el ratón a otro espacio; en una pantalla táctil o con el teclado, ábrela y elige «Editar».',
    ),
  ).toBeInTheDocument();
});

test('a pen drags a block as a mouse does', async () => {
  const { sent } = backend(() => ({
    status: 200,
    body: { msg: 'Cita actualizada con éxito', appointment: appointment() },
  }));
  renderAgenda();
  const target = await screen.findByRole('button', { name: 'Agendar a las 10:00 con Ana Pérez' });
  drag(lunaBlock(), target, 'pen');
  expect(await screen.findByText('Cita actualizada con éxito')).toBeInTheDocument();
  expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
    vetId: 'vet-1',
    time: '10:00',
  });
});

test('a press that does not move is no drag: nothing is sent', async () => {
  const { sent } = backend(() => ({ status: 200, body: {} }));
  renderAgenda();
  const target = await screen.findByRole('button', { name: 'Agendar a las 10:00 con Ana Pérez' });
  document.elementFromPoint = jest.fn(() => target);
  fireEvent.pointerDown(lunaBlock(), { clientX: 10, clientY: 10, button: 0 });
  fireEvent.pointerUp(window, { clientX: 11, clientY: 10 });
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

test('nothing is dragged onto or off the «Sin asignar» column', async () => {
  const nobodys = appointment({
    _id: 'apt-9',
    patient: { _id: 'pet-9', name: 'Toby', species: 'Canino' },
    vet: null,
    time: '10:00',
    endTime: '10:30',
  });
  const { sent } = backend(() => ({ status: 200, body: {} }), [appointment(), nobodys]);
  renderAgenda();
  const toby = await screen.findByRole('link', { name: /Toby/ });
  const free = screen.getByRole('button', { name: 'Agendar a las 11:00 con Ana Pérez' });
  // Onto it: Luna released over a cell of «Sin asignar» stays with Luis Rojas.
  const nobodysCell = within(screen.getByRole('rowheader', { name: '11:00' }).closest('tr')!)
    .getAllByRole('cell')
    .at(-1)!;
  drag(lunaBlock(), nobodysCell);
  // Off it: Toby pressed and moved toward Ana Pérez's free slot is no drag.
  document.elementFromPoint = jest.fn(() => free);
  fireEvent.pointerDown(toby, { clientX: 10, clientY: 10, button: 0, pointerType: 'mouse' });
  fireEvent.pointerMove(window, { clientX: 120, clientY: 90, pointerType: 'mouse' });
  expect(document.querySelector('.appointments-ghost')).toBeNull();
  expect(free.closest('td')).not.toHaveClass('appointments-slot--drop');
  fireEvent.pointerUp(window, { clientX: 120, clientY: 90, pointerType: 'mouse' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(placeOf(lunaBlock())).toBe('vet-2 09:00');
  expect(within(toby.closest('tr')!).getAllByRole('cell').at(-1)).toContainElement(toby);
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});

test('a Peluquero may not drag a consultation; a grooming appointment, yes', async () => {
  const grooming = appointment({
    _id: 'apt-2',
    patient: { _id: 'pet-2', name: 'Toby', species: 'Canino' },
    vet: { _id: 'groom-1', name: 'Pedro Gil' },
    kind: 'grooming',
    time: '10:00',
    endTime: '10:30',
  });
  const { sent } = backend(() => ({ status: 200, body: {} }), [appointment(), grooming]);
  renderAgenda('groomer');
  const target = await screen.findByRole('button', { name: 'Agendar a las 11:00 con Ana Pérez' });
  drag(lunaBlock(), target);
  expect(lunaBlock()).not.toHaveClass('appointments-block--draggable');
  expect(screen.getByRole('link', { name: /Toby/ })).toHaveClass('appointments-block--draggable');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
});
