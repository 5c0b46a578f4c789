import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearToasts } from '@vet/shared-ui';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import type { Role } from '@vet/shared-ui';
import { ANA_DISPLAY, clinicVets, imageFile, owner, pet, signIn, renderScreen } from '../../testing/fixtures';
import { sentFields } from '../../testing/multipart';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import NewPetPage from './NewPetPage';

const PATH = '/owners/:ownerId/patients/new';
const ROUTE = '/owners/own-1/patients/new';
const pngAvatar = () => jest.fn(async () => new Blob(['png'], { type: 'image/png' }));

function backend(
  created: FakeAnswer = { status: 201, body: { msg: 'Mascota registrada con éxito', patient: pet() } },
) {
  return fakeApi({
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /owners/own-1': { status: 200, body: owner },
    'POST /owners/own-1/patients': created,
  });
}

function renderCreate(makeDefaultAvatar = pngAvatar(), as?: Role) {
  renderScreen(<NewPetPage makeDefaultAvatar={makeDefaultAvatar} />, { path: PATH, route: ROUTE, as });
  return makeDefaultAvatar;
}

/** What «Médico veterinario tratante» shows chosen (antd's Select names it in the title of its box). */
const mainVetShown = () => {
  const box = screen.getByLabelText('Médico veterinario tratante').closest('.ant-select-content');
  return box?.classList.contains('ant-select-content-has-value') ? box.getAttribute('title') : '';
};
const chooseMainVet = async (name: string) => {
  fireEvent.mouseDown(screen.getByLabelText('Médico veterinario tratante'));
  await user.click(await screen.findByTitle(name));
};

const user = setupUser();
const submit = () => user.click(screen.getByText('Registrar mascota'));
/** Typed day first, dd/mm/aaaa, whatever the browser's language; the API gets the ISO day. */
const setBirthDate = (value: string) =>
  fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value } });

async function fillRequired() {
  await user.fill('Nombre', 'Michi');
  setBirthDate('20/05/2023');
  fireEvent.mouseDown(screen.getByLabelText('Especie'));
  await user.click(await screen.findByTitle('Felino'));
  await user.click(screen.getByLabelText('Macho'));
}

const postOf = <T extends { method: string; path: string }>(sent: T[]) =>
  sent.find((request) => request.method === 'POST' && request.path === '/owners/own-1/patients');

beforeEach(signIn);
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  clearToasts();
});

test("the owner's name heads the form", async () => {
  backend();
  renderCreate();
  expect(screen.getByRole('heading', { level: 1, name: 'Nueva mascota' })).toBeInTheDocument();
  expect(await screen.findByText('Propietario: José Gómez')).toBeInTheDocument();
});

test('an owner that could not be loaded is said above the form, which stays usable, with «Reintentar»', async () => {
  let calls = 0;
  fakeApi({
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /owners/own-1': () =>
      ++calls === 1
        ? { status: 500, body: { msg: 'Error interno del servidor' } }
        : { status: 200, body: owner },
  });
  renderCreate();
  expect(
    await screen.findByText('No se pudo cargar el propietario. Error interno del servidor'),
  ).toBeInTheDocument();
  expect(screen.getByText('Registrar mascota')).toBeInTheDocument();
  await user.click(screen.getByText('Reintentar'));
  expect(await screen.findByText('Propietario: José Gómez')).toBeInTheDocument();
  expect(screen.queryByText(/No se pudo cargar el propietario/)).not.toBeInTheDocument();
});

test("required fields say what is missing, in the form's words, and nothing is sent", async () => {
  const { sent } = backend();
  renderCreate();
  await submit();
  for (const message of [
    'El nombre del paciente es obligatorio',
    'La fecha de nacimiento es obligatoria',
    'La especie es obligatoria',
    'El sexo es obligatorio',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(postOf(sent)).toBeUndefined();
});

test('a birth date in the future is refused', async () => {
  fakeToday(new Date(2025, 5, 15, 9, 0));
  backend();
  renderCreate();
  setBirthDate('16/06/2025');
  await submit();
  expect(await screen.findByText('La fecha no puede ser futura')).toBeInTheDocument();
});

test('a birth date that names no day is refused as such', async () => {
  backend();
  renderCreate();
  setBirthDate('31/02/2024');
  await submit();
  expect(await screen.findByText('Fecha inválida')).toBeInTheDocument();
});

test('the age beside the birth date follows it live: years, else months, else days', async () => {
  fakeToday(new Date(2025, 5, 15, 9, 0));
  backend();
  renderCreate();
  const age = screen.getByTestId('age-preview');
  expect(age).toHaveTextContent('');
  setBirthDate('10/01/2022');
  await waitFor(() => expect(age).toHaveTextContent('Edad: 3 años'));
  setBirthDate('01/02/2025');
  await waitFor(() => expect(age).toHaveTextContent('Edad: 4 meses'));
  setBirthDate('05/06/2025');
  await waitFor(() => expect(age).toHaveTextContent('Edad: 10 días'));
  setBirthDate('15/06/2025');
  await waitFor(() => expect(age).toHaveTextContent('Edad: 0 días'));
});

test('the signed-in vet is the main vet by default, and the default avatar goes as a PNG', async () => {
  const { sent } = backend();
  const makeAvatar = renderCreate();
  // Chosen once the clinic's vets are known: Ana is one of them.
  await waitFor(() => expect(mainVetShown()).toBe(ANA_DISPLAY));
  await fillRequired();
  await user.type(screen.getByLabelText('Peso (kg, opcional)'), '4,5');
  await submit();

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/owners/own-1'));
  expect(await screen.findByText('Mascota registrada con éxito')).toBeInTheDocument();
  expect(makeAvatar).toHaveBeenCalledTimes(1);
  expect(await sentFields(postOf(sent)!)).toEqual({
    name: 'Michi',
    birthDate: '2023-05-20',
    species: 'Felino',
    sex: 'Macho',
    weight: '4.5',
    mainVet: ANA_DISPLAY,
    photo: 'file:mascota.png:image/png',
  });
});

test("another of the clinic's vets is chosen from the list, with the referring vet and the chosen photo", async () => {
  const { sent } = backend();
  const makeAvatar = renderCreate();
  await waitFor(() => expect(mainVetShown()).toBe(ANA_DISPLAY));
  await fillRequired();
  await user.fill('Raza (opcional)', 'Siamés');
  await chooseMainVet('M.V. Luis Rojas');
  await user.fill('Veterinario referente (opcional)', 'Clínica Los Andes');
  await user.fill('Alergias (opcional)', '  Penicilina ');
  await user.fill('Condiciones crónicas (opcional)', 'Asma felina');
  await user.upload(screen.getByLabelText('Foto'), imageFile('michi.jpg', 'image/jpeg'));
  expect(screen.getByText('michi.jpg')).toBeInTheDocument();
  expect(screen.getByAltText('Foto de Michi')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  await submit();

  await waitFor(() => expect(postOf(sent)).toBeDefined());
  expect(makeAvatar).not.toHaveBeenCalled();
  expect(await sentFields(postOf(sent)!)).toEqual({
    name: 'Michi',
    birthDate: '2023-05-20',
    species: 'Felino',
    sex: 'Macho',
    breed: 'Siamés',
    mainVet: 'M.V. Luis Rojas',
    referringVet: 'Clínica Los Andes',
    allergies: 'Penicilina',
    chronicConditions: 'Asma felina',
    photo: 'file:michi.jpg:image/jpeg',
  });
});

test('an Asistente, not one of the vets, chooses the main vet: none is chosen for them', async () => {
  const { sent } = fakeApi({
    'GET /owners/own-1': { status: 200, body: owner },
    // The clinic's vets, without the signed-in assistant.
    'GET /clinic/vets': { status: 200, body: clinicVets.filter((vet) => vet._id !== 'vet-1') },
    'POST /owners/own-1/patients': {
      status: 201,
      body: { msg: 'Mascota registrada con éxito', patient: pet() },
    },
  });
  renderCreate(pngAvatar(), 'assistant');
  await screen.findByText('Propietario: José Gómez');
  await fillRequired();
  await submit();
  expect(await screen.findByText('El veterinario tratante es obligatorio')).toBeInTheDocument();
  expect(postOf(sent)).toBeUndefined();
  expect(mainVetShown()).toBe('');

  await chooseMainVet('M.V. Luis Rojas');
  await submit();
  await waitFor(() => expect(postOf(sent)).toBeDefined());
  expect((await sentFields(postOf(sent)!)).mainVet).toBe('M.V. Luis Rojas');
});

test("the clinic's vets failing to load is said above the field, with «Reintentar»", async () => {
  let fail = true;
  fakeApi({
    'GET /owners/own-1': { status: 200, body: owner },
    'GET /clinic/vets': () =>
      fail ? { status: 500, body: { msg: 'Error interno del servidor' } } : { status: 200, body: clinicVets },
  });
  renderCreate();
  expect(
    await screen.findByText(
      'No se pudo cargar la lista de veterinarios de la clínica. Error interno del servidor',
    ),
  ).toBeInTheDocument();
  expect(mainVetShown()).toBe('');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(mainVetShown()).toBe(ANA_DISPLAY));
  expect(screen.queryByText(/No se pudo cargar la lista de veterinarios/)).not.toBeInTheDocument();
});

test('only images are accepted as the photo', async () => {
  backend();
  renderCreate();
  const lenient = setupUser({ applyAccept: false });
  await lenient.upload(screen.getByLabelText('Foto'), imageFile('notas.txt', 'text/plain'));
  expect(await screen.findByText('Solo se permiten imágenes JPG, PNG o WEBP')).toBeInTheDocument();
  expect(screen.queryByText('notas.txt')).not.toBeInTheDocument();
});

test('if the default avatar cannot be drawn, the pet is still registered, without a photo', async () => {
  const { sent } = backend();
  renderCreate(jest.fn(async () => Promise.reject(new Error('sin canvas'))));
  await fillRequired();
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/owners/own-1'));
  expect((await sentFields(postOf(sent)!)).photo).toBeUndefined();
});

test("the server's field messages land on the fields; its msg, else the create fallback, is shown", async () => {
  backend({
    status: 400,
    body: { msg: 'Datos inválidos', errors: [{ field: 'name', msg: 'El nombre es obligatorio' }] },
  });
  renderCreate();
  await fillRequired();
  await submit();
  expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('Datos inválidos')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(ROUTE);
});

test('the server’s message on the attending vet lands under «Médico veterinario tratante»', async () => {
  backend({
    status: 400,
    body: { msg: 'Datos inválidos', errors: [{ field: 'mainVet', msg: 'Máximo 120 caracteres' }] },
  });
  renderCreate();
  await fillRequired();
  await submit();
  const message = await screen.findByText('Máximo 120 caracteres');
  expect(message.closest('.ant-form-item')).toHaveTextContent('Médico veterinario tratante');
});

test('a failure without a message shows "Error al registrar mascota"', async () => {
  backend({ status: 500 });
  renderCreate();
  await fillRequired();
  await submit();
  expect(await screen.findByText('Error al registrar mascota')).toBeInTheDocument();
});

test('without an owner id in the URL the form is not offered', () => {
  backend();
  renderScreen(<NewPetPage makeDefaultAvatar={pngAvatar()} />, {
    path: '/patients/new',
    route: '/patients/new',
  });
  expect(screen.getByText('ID del dueño no encontrado en la URL')).toBeInTheDocument();
  expect(screen.queryByText('Registrar mascota')).not.toBeInTheDocument();
});

test('an unknown owner is said plainly', async () => {
  fakeApi({
    'GET /clinic/vets': { status: 200, body: clinicVets },
    'GET /owners/own-1': { status: 404, body: { msg: 'Propietario no encontrado' } },
  });
  renderCreate();
  expect(await screen.findByText('Propietario no encontrado')).toBeInTheDocument();
});

test('one Idempotency-Key per form: a double click sends the same one, a new form another', async () => {
  const { sent } = backend();
  const keys = () =>
    sent
      .filter((request) => request.method === 'POST')
      .map((request) => request.headers.get('Idempotency-Key'));
  const first = renderScreen(<NewPetPage makeDefaultAvatar={pngAvatar()} />, { path: PATH, route: ROUTE });
  await fillRequired();
  await user.dblClick(screen.getByText('Registrar mascota'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/owners/own-1'));
  const firstKeys = keys();
  expect(firstKeys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(firstKeys).size).toBe(1);
  first.unmount();

  renderCreate();
  await fillRequired();
  await submit();
  await waitFor(() => expect(keys()).toHaveLength(firstKeys.length + 1));
  expect(keys().at(-1)).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys().at(-1)).not.toBe(firstKeys[0]);
});
