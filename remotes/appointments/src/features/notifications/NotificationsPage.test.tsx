import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { appointment, renderScreen } from '../../testing/fixtures';
import type { Notifications, Reminder } from './api/notificationEndpoints';
import NotificationsPage from './NotificationsPage';

jest.setTimeout(60_000);
const user = setupUser();

function reminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    _id: 'rem-1',
    kind: 'appointment',
    channel: 'whatsapp',
    status: 'pending',
    petName: 'Luna',
    ownerName: 'José Gómez',
    ownerContact: '+584141234567',
    ownerEmail: '',
    day: '13/03/2026',
    time: '09:00',
    sentence: 'Clínica Norte le recuerda la cita de Luna (consulta) el viernes 13/03/2026 a las 09:00.',
    whatsappText:
      'Hola José Gómez, Clínica Norte le recuerda la cita de Luna. Para confirmar o cancelar: http://x/cita/abc',
    lastError: '',
    sendAt: '2026-03-12T13:00:00.000Z',
    ...overrides,
  };
}

function notifications(overrides: Partial<Notifications> = {}): Notifications {
  return {
    today: [appointment({ status: 'confirmed' })],
    whatsapp: [reminder()],
    failed: [
      reminder({
        _id: 'rem-2',
        channel: 'email',
        status: 'failed',
        ownerEmail: 'ana@correo.com',
        petName: 'Toby',
        sentence: 'Clínica Norte le recuerda que a Toby le corresponde la vacuna Séxtuple el 20/03/2026.',
        lastError: 'El servidor de correo no aceptó el mensaje',
      }),
    ],
    overdue: [
      {
        preventiveId: 'prev-1',
        patientId: 'pet-9',
        petName: 'Max',
        ownerName: 'Rosa Díaz',
        ownerContact: '+584127654321',
        kind: 'deworming',
        product: 'Drontal',
        nextDue: '2026-02-01',
      },
    ],
    count: 2,
    ...overrides,
  };
}

afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

test('lists today’s appointments, the WhatsApp reminders, the failed ones and the overdue doses', async () => {
  fakeApi({ 'GET /notifications': { status: 200, body: notifications() } });
  renderScreen(<NotificationsPage />, { path: '/notifications' });
  const today = await screen.findByRole('region', { name: 'Citas de hoy (1)' });
  expect(
    within(today).getByRole('link', { name: /09:00–09:30 · Luna \(José Gómez\) · Consulta · Luis Rojas/ }),
  ).toHaveAttribute('href', '/appointments/apt-1');
  expect(within(today).getByText('Confirmada')).toBeInTheDocument();
  const whatsapp = screen.getByRole('region', { name: 'Recordatorios por enviar por WhatsApp (1)' });
  expect(within(whatsapp).getByText(/le recuerda la cita de Luna/)).toBeInTheDocument();
  const failed = screen.getByRole('region', { name: 'Recordatorios que no se pudieron enviar (1)' });
  expect(within(failed).getByText(/El servidor de correo no aceptó el mensaje/)).toBeInTheDocument();
  const overdue = screen.getByRole('region', { name: 'Vacunas y desparasitaciones vencidas (1)' });
  expect(within(overdue).getByRole('link', { name: 'Max' })).toHaveAttribute(
    'href',
    '/patients/pet-9/history',
  );
  expect(overdue).toHaveTextContent('desparasitación Drontal, vencida desde el 01/02/2026');
});

test('today’s appointment nobody is assigned to reads «Sin asignar»', async () => {
  fakeApi({
    'GET /notifications': {
      status: 200,
      body: notifications({ today: [appointment({ vet: null })], whatsapp: [], failed: [], overdue: [] }),
    },
  });
  renderScreen(<NotificationsPage />, { path: '/notifications' });
  const today = await screen.findByRole('region', { name: 'Citas de hoy (1)' });
  expect(within(today).getByRole('link')).toHaveTextContent(
    '09:00–09:30 · Luna (José Gómez) · Consulta · Sin asignar',
  );
});

test('«Enviar por WhatsApp» opens WhatsApp with the message written and marks the reminder sent', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const api = fakeApi({
    'GET /notifications': { status: 200, body: notifications() },
    'POST /reminders/rem-1/sent': { status: 200, body: { msg: 'Recordatorio marcado como enviado' } },
  });
  renderScreen(<NotificationsPage />, { path: '/notifications' });
  await user.click(await screen.findByRole('button', { name: 'Enviar por WhatsApp' }));
  expect(open).toHaveBeenCalledWith(
    `https://wa.me/584141234567?text=${encodeURIComponent(reminder().whatsappText)}`,
    '_blank',
    'noopener,noreferrer',
  );
  await waitFor(() =>
    expect(api.sent.some((r) => r.method === 'POST' && r.path === '/reminders/rem-1/sent')).toBe(true),
  );
  expect(await screen.findByText('Recordatorio marcado como enviado')).toBeInTheDocument();
});

test('«Reintentar» puts a failed reminder back in the queue', async () => {
  const api = fakeApi({
    'GET /notifications': { status: 200, body: notifications() },
    'POST /reminders/rem-2/retry': {
      status: 200,
      body: { msg: 'El recordatorio se enviará de nuevo en el próximo minuto' },
    },
  });
  renderScreen(<NotificationsPage />, { path: '/notifications' });
  await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
  expect(
    await screen.findByText('El recordatorio se enviará de nuevo en el próximo minuto'),
  ).toBeInTheDocument();
  expect(api.sent.some((r) => r.path === '/reminders/rem-2/retry')).toBe(true);
});

test('a failed load says so, with «Reintentar»', async () => {
  fakeApi({ 'GET /notifications': { status: 500, body: { msg: 'Ocurrió un error inesperado.' } } });
  renderScreen(<NotificationsPage />, { path: '/notifications' });
  expect(await screen.findByText('No se pudieron cargar las notificaciones')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
