import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import type { AppointmentDetail } from '../../api/types';
import { NOW, appointment, appointmentDetail, renderScreen } from '../../testing/fixtures';
import AppointmentDetailPage from './AppointmentDetailPage';

jest.setTimeout(60_000);
const user = setupUser();

function backend(detail: AppointmentDetail = appointmentDetail()) {
  return fakeApi({
    'GET /appointments/apt-1': { status: 200, body: { appointment: detail } },
    'POST /appointments/apt-1/status': ({ body }) => ({
      status: 200,
      body: {
        msg: (body as { status: string }).status === 'cancelled' ? 'Cita cancelada' : 'Cita confirmada',
        appointment: appointment(),
      },
    }),
  });
}

const renderDetail = (as: 'admin' | 'groomer' = 'admin') =>
  renderScreen(<AppointmentDetailPage />, { path: '/appointments/:id', route: '/appointments/apt-1', as });

const statusButtons = async () =>
  within(await screen.findByRole('group', { name: 'Cambiar el estado de la cita de Luna a las 09:00' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('shows the pet, the owner’s phone and WhatsApp, the kind, the time, who attends and the history', async () => {
  backend(
    appointmentDetail({
      status: 'confirmed',
      notes: 'Trae la cartilla',
      statusHistory: [
        { status: 'scheduled', at: '2026-03-10T14:00:00.000Z', by: 'Ana Pérez', byOwner: false },
        { status: 'confirmed', at: '2026-03-11T15:30:00.000Z', by: '', byOwner: true },
      ],
    }),
  );
  renderDetail();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Cita de Luna, 12/03/2026 a las 09:00' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Luna' })).toHaveAttribute('href', '/patients/pet-1');
  expect(screen.getByRole('link', { name: '+58 4141234567' })).toHaveAttribute('href', 'tel:+584141234567');
  expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/584141234567',
  );
  expect(screen.getByText('jueves, 12 de marzo de 2026, 09:00–09:30 (30 min)')).toBeInTheDocument();
  expect(screen.getByText('Luis Rojas')).toBeInTheDocument();
  expect(screen.getByText('Trae la cartilla')).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'Historial de estados' });
  const lines = within(history).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent('Programada');
  expect(lines[0]).toHaveTextContent('10/03/2026, 10:00 · Ana Pérez');
  expect(lines[1]).toHaveTextContent('Confirmada');
  expect(lines[1]).toHaveTextContent('11/03/2026, 11:30 · El propietario');
});

test('an appointment nobody is assigned to reads «Sin asignar» under «Atiende»', async () => {
  backend(appointmentDetail({ vet: null }));
  renderDetail();
  const attends = await screen.findByText('Atiende');
  expect(attends.nextElementSibling).toHaveTextContent('Sin asignar');
});

test.each([
  ['scheduled', ['Confirmar', 'En sala', 'No asistió', 'Cancelar']],
  ['confirmed', ['En sala', 'No asistió', 'Cancelar', 'Volver a Programada']],
  ['in_room', ['Atendida']],
] as const)('a %s appointment offers exactly %j', async (status, buttons) => {
  backend(appointmentDetail({ status }));
  renderDetail();
  expect(await statusButtons()).toEqual(buttons);
});

test.each(['attended', 'no_show', 'cancelled'] as const)(
  'a %s appointment offers no status button',
  async (status) => {
    backend(appointmentDetail({ status }));
    renderDetail();
    expect(await screen.findByText('Esta cita ya terminó: su estado no cambia más.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Cambiar el estado/ })).not.toBeInTheDocument();
  },
);

test('«Confirmar» sends { status, version }', async () => {
  const { sent } = backend(appointmentDetail({ version: 4 }));
  renderDetail();
  await statusButtons();
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('Cita confirmada')).toBeInTheDocument();
  expect(posts(sent)[0].path).toBe('/appointments/apt-1/status');
  expect(posts(sent)[0].body).toEqual({ status: 'confirmed', version: 4 });
});

test('«Cancelar» asks first; «Volver» sends nothing, confirming sends the cancellation', async () => {
  const { sent } = backend();
  renderDetail();
  await statusButtons();
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta cita?' });
  await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
  expect(posts(sent)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '¿Cancelar esta cita?' })).getByRole('button', {
      name: 'Sí, cancelar la cita',
    }),
  );
  await waitFor(() => expect(posts(sent)).toHaveLength(1));
  expect(posts(sent)[0].body).toEqual({ status: 'cancelled', version: 1 });
});

test('a Peluquero gets no action on a consultation: each is disabled with the reason', async () => {
  const { sent } = backend();
  renderDetail('groomer');
  await statusButtons();
  const group = screen.getByRole('group', { name: /Cambiar el estado/ });
  for (const button of within(group).getAllByRole('button')) {
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Como Peluquero solo puedes gestionar citas de Peluquería.');
  }
  expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
  expect(posts(sent)).toHaveLength(0);
});

test('a Peluquero manages a grooming appointment', async () => {
  backend(appointmentDetail({ kind: 'grooming' }));
  renderDetail('groomer');
  await statusButtons();
  expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/appointments/apt-1/edit');
});

test('a missing appointment says «Cita no encontrada»', async () => {
  fakeApi({ 'GET /appointments/apt-1': { status: 404, body: { msg: 'Cita no encontrada' } } });
  renderDetail();
  expect(await screen.findByText('Cita no encontrada')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
});
