import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { pagedList } from '@vet/shared-ui/testing/fakePages';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import {
  NOW,
  TODAY,
  appointment,
  clinicPeople,
  patientChoice,
  renderScreen,
  schedule,
} from '../../testing/fixtures';
import { choose, chosenIn } from '../../testing/form';
import NewAppointmentPage from './NewAppointmentPage';

jest.setTimeout(60_000);
const user = setupUser();

const PETS = [
  patientChoice(),
  patientChoice({
    _id: 'pet-2',
    name: 'Michi',
    species: 'Felino',
    owner: { _id: 'own-2', name: 'María Díaz', contact: '' },
  }),
];
const CREATED: FakeAnswer = {
  status: 201,
  body: { msg: 'Cita agendada con éxito', appointment: appointment({ time: '09:30', endTime: '10:00' }) },
};

function backend(created: FakeAnswer | (() => FakeAnswer) = CREATED) {
  return fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /patients': pagedList(
      () => PETS,
      (pet, q) =>
        `${pet.name} ${typeof pet.owner === 'object' ? pet.owner?.name : ''}`.toLowerCase().includes(q),
    ),
    'GET /patients/pet-1': { status: 200, body: PETS[0] },
    'POST /appointments': typeof created === 'function' ? () => created() : created,
  });
}

const renderNew = (query = `?date=${TODAY}&time=09:30&vetId=vet-2`, as: 'admin' | 'groomer' = 'admin') =>
  renderScreen(<NewAppointmentPage />, { path: '/appointments/new', route: `/appointments/new${query}`, as });

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');
const submit = () => user.click(screen.getByRole('button', { name: 'Agendar cita' }));

async function pickLuna() {
  await user.type(screen.getByLabelText('Mascota'), 'lun');
  await user.click(await screen.findByTitle('Luna — José Gómez'));
}

beforeEach(() => fakeToday(NOW));
afterEach(() => {
  jest.useRealTimers();
  clearToasts();
  localStorage.clear();
});

test('a free slot’s day, time and person fill the form; the slot’s length is the default', async () => {
  backend();
  renderNew();
  expect(await screen.findByLabelText('Fecha')).toHaveValue('12/03/2026');
  expect(screen.getByRole('heading', { level: 1, name: 'Nueva cita' })).toBeInTheDocument();
  expect(screen.getByLabelText('Hora')).toHaveValue('09:30');
  expect(screen.getByLabelText('Duración (minutos)')).toHaveValue('30');
  expect(chosenIn('Quién atiende')).toBe('Luis Rojas');
  expect(chosenIn('Tipo de cita')).toBe('Consulta');
  expect(chosenIn('Mascota')).toBe('');
});

test('a pet named in the address comes chosen', async () => {
  backend();
  renderNew('?patientId=pet-1');
  await screen.findByLabelText('Fecha');
  await waitFor(() => expect(chosenIn('Mascota')).toBe('Luna — José Gómez'));
  // Without a person, the signed-in member when they attend.
  expect(chosenIn('Quién atiende')).toBe('Ana Pérez');
});

test('«Programar Cita» on an owner with one pet: that pet comes chosen', async () => {
  fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /patients/owner/own-1': { status: 200, body: [PETS[0]] },
    'GET /patients/pet-1': { status: 200, body: PETS[0] },
  });
  renderNew('?ownerId=own-1');
  await waitFor(() => expect(chosenIn('Mascota')).toBe('Luna — José Gómez'));
});

test('«Programar Cita» on an owner with several pets offers theirs before any search', async () => {
  const theirs = [PETS[0], patientChoice({ _id: 'pet-3', name: 'Rocky' })];
  fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /patients/owner/own-1': { status: 200, body: theirs },
    'GET /patients': pagedList(
      () => PETS,
      () => true,
    ),
  });
  renderNew('?ownerId=own-1');
  await screen.findByLabelText('Mascota');
  expect(chosenIn('Mascota')).toBe('');
  await user.click(screen.getByLabelText('Mascota'));
  expect(await screen.findByTitle('Rocky — José Gómez')).toBeInTheDocument();
  expect(screen.getByTitle('Luna — José Gómez')).toBeInTheDocument();
  expect(screen.queryByTitle('Michi — María Díaz')).toBeNull();
});

/** GET /patients failing with the server's reason until `down` is false, then the clinic's pets. */
function searchFailing() {
  const state = { down: true };
  const pets = pagedList(
    () => PETS,
    (pet, q) => pet.name.toLowerCase().includes(q),
  );
  const api = fakeApi({
    'GET /clinic/schedule': { status: 200, body: { schedule: schedule() } },
    'GET /clinic/people': { status: 200, body: clinicPeople },
    'GET /patients': (request) =>
      state.down ? { status: 503, body: { msg: 'Servicio no disponible' } } : pets(request),
  });
  return { ...api, state };
}

test('a failed pet search says so with the server’s reason and «Reintentar» in the list, which searches again', async () => {
  const { sent, state } = searchFailing();
  renderNew();
  await user.type(await screen.findByLabelText('Mascota'), 'lun');
  expect(
    await screen.findByText('No se pudieron buscar las mascotas. Servicio no disponible'),
  ).toBeInTheDocument();
  const searches = () => sent.filter((request) => request.path.startsWith('/patients?q=lun')).length;
  const before = searches();
  state.down = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await user.click(await screen.findByTitle('Luna — José Gómez'));
  expect(chosenIn('Mascota')).toBe('Luna — José Gómez');
  expect(searches()).toBe(before + 1);
  expect(screen.queryByText(/No se pudieron buscar las mascotas/)).not.toBeInTheDocument();
});

test('with the list closed, the failed search and its «Reintentar» stay under the field', async () => {
  const { state } = searchFailing();
  renderNew();
  await screen.findByLabelText('Mascota');
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('No se pudieron buscar las mascotas. Servicio no disponible');
  expect(screen.getByLabelText('Mascota').closest('.ant-form-item')).toContainElement(failure);
  state.down = false;
  await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await user.click(screen.getByLabelText('Mascota'));
  expect(await screen.findByTitle('Michi — María Díaz')).toBeInTheDocument();
});

test('an empty pet and a bad length are refused in Spanish, and nothing is sent', async () => {
  const { sent } = backend();
  renderNew();
  const duration = await screen.findByLabelText('Duración (minutos)');
  await user.clear(duration);
  await user.type(duration, '7');
  await submit();
  expect(await screen.findByText('La mascota es obligatoria')).toBeInTheDocument();
  expect(screen.getByText('La duración debe ser de 5 a 480 minutos, en múltiplos de 5')).toBeInTheDocument();
  expect(screen.getByText('Revisa los campos marcados')).toBeInTheDocument();
  await user.clear(duration);
  await submit();
  expect(await screen.findByText('La duración es obligatoria')).toBeInTheDocument();
  expect(posts(sent)).toHaveLength(0);
});

test('a busy time: the server’s 409 says who is busy, above the buttons; a new attempt gets a new key', async () => {
  const { sent } = backend({
    status: 409,
    body: { msg: 'Luis Rojas ya tiene una cita de 09:00 a 09:30 ese día' },
  });
  renderNew();
  await screen.findByLabelText('Mascota');
  await pickLuna();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Luis Rojas ya tiene una cita de 09:00 a 09:30 ese día',
  );
  expect(posts(sent)[0].body).toEqual({
    patientId: 'pet-1',
    vetId: 'vet-2',
    kind: 'consultation',
    date: TODAY,
    time: '09:30',
    durationMinutes: 30,
    notes: '',
  });
  await submit();
  await waitFor(() => expect(posts(sent)).toHaveLength(2));
  const [first, second] = posts(sent).map((request) => request.headers.get('Idempotency-Key'));
  expect(first).toBeTruthy();
  expect(second).not.toBe(first);
});

test('the server’s field message shows under its field', async () => {
  backend({
    status: 400,
    body: {
      msg: 'El jueves la clínica atiende de 08:00 a 12:00: la cita debe quedar dentro de ese horario',
      errors: [
        {
          field: 'time',
          msg: 'El jueves la clínica atiende de 08:00 a 12:00: la cita debe quedar dentro de ese horario',
        },
      ],
    },
  });
  renderNew();
  await screen.findByLabelText('Mascota');
  await pickLuna();
  await submit();
  await waitFor(() =>
    expect(screen.getByLabelText('Hora').closest('.ant-form-item')).toHaveTextContent(
      'El jueves la clínica atiende de 08:00 a 12:00: la cita debe quedar dentro de ese horario',
    ),
  );
});

test('saved: «Cita agendada con éxito», and back to the agenda on that day', async () => {
  backend();
  renderNew();
  await screen.findByLabelText('Mascota');
  await pickLuna();
  await choose(user, 'Tipo de cita', 'Vacunación');
  await submit();
  expect(await screen.findByText('Cita agendada con éxito')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/appointments');
  expect(screen.getByTestId('location-search')).toHaveTextContent(`?date=${TODAY}`);
});

test('a Peluquero is offered «Peluquería» alone', async () => {
  backend();
  renderNew('', 'groomer');
  await screen.findByLabelText('Mascota');
  expect(chosenIn('Tipo de cita')).toBe('Peluquería');
  fireEvent.mouseDown(screen.getByLabelText('Tipo de cita'));
  await screen.findAllByTitle('Peluquería');
  expect(screen.queryByTitle('Consulta')).not.toBeInTheDocument();
});
