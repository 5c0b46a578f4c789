import { screen, waitFor } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { groomingReader, groomingService, renderScreen, signIn } from '../../testing/fixtures';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import NewGroomingPage from './NewGroomingPage';

const NOW = new Date(2024, 4, 15, 10, 30); // 15 May 2024, 10:30 in Caracas = 14:30 UTC

function renderCreate(answer: FakeAnswer, route = '/patients/pet-1/grooming-services/create') {
  const api = fakeApi({ 'POST /patients/pet-1/grooming': answer });
  const path = route.includes('pet-1') ? '/patients/:patientId/grooming-services/create' : route;
  renderScreen(<NewGroomingPage />, { path, route });
  return api;
}

const created: FakeAnswer = {
  status: 201,
  body: { msg: 'Servicio de Estética registrado con éxito', service: groomingService() },
};
// antd forms and modals under jsdom are slow on the shared 2-core machine: room beyond 30 s.
jest.setTimeout(60_000);

const user = setupUser();
const submit = () => user.click(screen.getByRole('button', { name: 'Registrar servicio' }));
const posts = <T extends { method: string }>(sent: T[]) => sent.filter((r) => r.method === 'POST');

beforeEach(() => {
  signIn();
  fakeToday(NOW);
});
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('an empty submit shows the field messages and the first submit message, and sends nothing', async () => {
  const { sent } = renderCreate(created);
  await submit();
  for (const message of [
    'Servicio es requerido',
    'Especificaciones es requerido',
    'Costo es requerido',
    'Tipo de pago es requerido',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(await screen.findByText('El tipo de servicio es obligatorio')).toBeInTheDocument();
  expect(posts(sent)).toHaveLength(0);
});

test('the specifications counter follows the text and refuses 301 characters', async () => {
  renderCreate(created);
  const counter = screen.getByTestId('specifications-counter');
  expect(counter).toHaveTextContent('0/300');
  await user.fill('Especificaciones', 'a'.repeat(301));
  expect(counter).toHaveTextContent('301/300');
  await submit();
  expect(await screen.findByText('Máximo 300 caracteres')).toBeInTheDocument();
});

test("a complete service is sent with the date as an ISO instant, then the pet's list opens", async () => {
  const { sent } = renderCreate(created);
  await user.click(screen.getByText('Corte y Baño'));
  await user.fill('Especificaciones', 'Corte tipo cachorro');
  await user.fill('Observaciones (opcional)', 'Nervioso con el secador');
  await user.fill('Costo', '15,5');
  await user.fill('Tasa de cambio (opcional)', '36,5');
  await user.click(screen.getByText('Pago Movil'));
  await submit();
  expect(await screen.findByText('Servicio de Estética registrado con éxito')).toBeInTheDocument();
  expect(posts(sent)[0].body).toEqual({
    date: '2024-05-15T14:30:00.000Z',
    service: 'Corte y Baño',
    specifications: 'Corte tipo cachorro',
    observations: 'Nervioso con el secador',
    cost: 15.5,
    paymentType: 'Pago Movil',
    exchangeRate: 36.5,
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/patients/pet-1/grooming-services');
});

test('a server refusal shows its message, and the field message under the field', async () => {
  renderCreate({
    status: 400,
    body: { msg: 'Datos inválidos', errors: [{ field: 'cost', msg: 'El costo no puede superar 1.000.000' }] },
  });
  await user.click(screen.getByText('Corte'));
  await user.fill('Especificaciones', 'Corte');
  await user.fill('Costo', '20');
  await user.click(screen.getByText('Efectivo'));
  await submit();
  expect(await screen.findByText('Datos inválidos')).toBeInTheDocument();
  expect(await screen.findByText('El costo no puede superar 1.000.000')).toBeInTheDocument();
});

test('without a message from the server, the fallback sentence is shown', async () => {
  renderCreate({ status: 500 });
  await user.click(screen.getByText('Baño'));
  await user.fill('Especificaciones', 'Baño');
  await user.fill('Costo', '20');
  await user.click(screen.getByText('Zelle'));
  await submit();
  expect(await screen.findByText('Error al registrar el servicio de estética')).toBeInTheDocument();
});

test('without a patient id in the URL, the screen says so', () => {
  renderCreate(created, '/create');
  expect(screen.getByText('ID del paciente no encontrado en la URL')).toBeInTheDocument();
});

test('one Idempotency-Key per form: a double click sends the same one, a new form another', async () => {
  const fillService = async () => {
    await user.click(screen.getByText('Baño'));
    await user.fill('Especificaciones', 'Baño');
    await user.fill('Costo', '20');
    await user.click(screen.getByText('Zelle'));
  };
  const api = fakeApi({ 'POST /patients/pet-1/grooming': created });
  const keys = () => posts(api.sent).map((r) => r.headers.get('Idempotency-Key'));
  const route = '/patients/pet-1/grooming-services/create';
  const path = '/patients/:patientId/grooming-services/create';
  const first = renderScreen(<NewGroomingPage />, { path, route });
  await fillService();
  await user.dblClick(screen.getByRole('button', { name: 'Registrar servicio' }));
  expect(await screen.findByText('Servicio de Estética registrado con éxito')).toBeInTheDocument();
  const firstKeys = keys();
  expect(firstKeys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(firstKeys).size).toBe(1);
  first.unmount();

  renderScreen(<NewGroomingPage />, { path, route });
  await fillService();
  await submit();
  await waitFor(() => expect(keys()).toHaveLength(firstKeys.length + 1));
  expect(keys().at(-1)).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys().at(-1)).not.toBe(firstKeys[0]);
});

test('a Peluquero records a service', async () => {
  const { sent } = fakeApi({ 'POST /patients/pet-1/grooming': created });
  renderScreen(<NewGroomingPage />, {
    path: '/patients/:patientId/grooming-services/create',
    route: '/patients/pet-1/grooming-services/create',
    as: 'groomer',
  });
  expect(await screen.findByRole('button', { name: 'Registrar servicio' })).toBeEnabled();
  expect(posts(sent)).toEqual([]);
});

test('a member who only reads services, opening the form by its address, is told why with the way back', async () => {
  const { sent } = fakeApi({ 'POST /patients/pet-1/grooming': created });
  renderScreen(<NewGroomingPage />, {
    path: '/patients/:patientId/grooming-services/create',
    route: '/patients/pet-1/grooming-services/create',
    session: groomingReader(),
  });
  expect(
    await screen.findByRole('heading', { name: 'Esta pantalla no está disponible para tu rol' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para crear, editar o eliminar servicios de peluquería. Tu rol en la clínica es Peluquero.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a los servicios' })).toHaveAttribute(
    'href',
    '/patients/pet-1/grooming-services',
  );
  expect(screen.queryByRole('button', { name: 'Registrar servicio' })).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});
