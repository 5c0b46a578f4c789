import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf, pagedList } from '@vet/shared-ui/testing/fakePages';
import type { Patient } from '../../api/types';
import { owner, pet, renderScreen } from '../../testing/fixtures';
import { setDesktop } from '@vet/shared-ui/testing/viewport';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import PetListPage from './PetListPage';

const user = setupUser();

const PETS: Patient[] = [
  pet(),
  pet({
    _id: 'pet-2',
    name: 'Michi',
    species: 'Felino',
    breed: null,
    photo: null,
    owner: { ...owner, _id: 'own-2', name: 'María Pérez' },
  }),
  pet({
    _id: 'pet-3',
    name: 'Piolín',
    species: 'Ave',
    breed: 'Canario',
    photo: null,
    owner: { ...owner, _id: 'own-3', name: 'Ángel Ruiz' },
  }),
];

/** The server's search is its own (api tests): here, the pet's or the owner's name holding the query. */
const patientsServer = (patients: () => readonly Patient[]) =>
  pagedList(patients, (patient, q) =>
    `${patient.name} ${typeof patient.owner === 'object' ? patient.owner?.name : ''}`
      .toLowerCase()
      .includes(q),
  );

function renderList(
  patients: Patient[] | null = PETS,
  extra: Parameters<typeof fakeApi>[0] = {},
  route = '/patients',
  as?: Role,
) {
  const api = fakeApi({
    'GET /patients': patients ? patientsServer(() => patients) : { status: 500 },
    ...extra,
  });
  renderScreen(<PetListPage />, { route, as });
  return api;
}

const listRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.path.startsWith('/patients?')).map(listParamsOf);
const search = (text: string) => user.fill('Buscar mascotas', text);
const names = () => screen.queryAllByText(/^(Luna|Michi|Piolín)$/).map((el) => el.textContent);

afterEach(() => {
  jest.restoreAllMocks();
  clearToasts();
});

test('one pet is «1 mascota»', async () => {
  setDesktop(false);
  renderList([PETS[0]]);
  expect(await screen.findByText('1 mascota')).toBeInTheDocument();
});

test('a count over ten thousand groups its thousands: «12.345 mascotas»', async () => {
  setDesktop(false);
  fakeApi({ 'GET /patients': { status: 200, body: { items: [PETS[0]], total: 12345, page: 1, limit: 20 } } });
  renderScreen(<PetListPage />, { route: '/patients' });
  expect(await screen.findByText('12.345 mascotas')).toBeInTheDocument();
});

test('phones get one card per pet, with photo or species icon, species, breed, owner and age', async () => {
  setDesktop(false);
  renderList();
  expect(await screen.findByText('Luna')).toBeInTheDocument();
  expect(names()).toEqual(['Luna', 'Michi', 'Piolín']);
  expect(screen.getByText('3 mascotas')).toBeInTheDocument();
  expect(screen.getByAltText('Foto de Luna')).toBeInTheDocument();
  const placeholder = screen.getByRole('img', { name: 'Felino' });
  expect(placeholder.querySelector('svg[data-icon="cat"]')).toBeInTheDocument();
  expect(placeholder).toHaveTextContent('');
  expect(screen.getByText('Propietario: María Pérez')).toBeInTheDocument();
  expect(screen.getByText(/^Ave · Canario · \d+ años?$/)).toBeInTheDocument();
  expect(screen.getByLabelText('Ver a Luna')).toHaveAttribute('href', '/patients/pet-1');
  expect(screen.getByLabelText('Editar a Luna')).toHaveAttribute('href', '/patients/edit/pet-1');
});

test('desktop gets a paginated table with the same columns', async () => {
  setDesktop(true);
  renderList();
  // (Role queries walk antd's whole DOM computing styles: plain selectors keep this test quick.)
  const table = (await screen.findByText('María Pérez')).closest('table')!;
  const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent);
  expect(headers).toEqual(['Foto', 'Nombre', 'Especie', 'Raza', 'Propietario', 'Edad', 'Acciones']);
  expect(within(table).getByText('María Pérez').closest('a')).toHaveAttribute('href', '/owners/own-2');
  expect(screen.getByText('3 mascotas')).toBeInTheDocument();
});

test('the search is sent to the server as q once typing pauses, from page 1', async () => {
  setDesktop(false);
  const { sent } = renderList(PETS, {}, '/patients?page=2');
  await screen.findByText('Luna');
  await search('pérez');
  await waitFor(() => expect(names()).toEqual(['Michi']));
  expect(screen.getByText('1 mascota encontrada')).toBeInTheDocument();
  expect(listRequests(sent)).toEqual([
    { q: '', page: 2, limit: 10 },
    // The page past the end moved back to the last one.
    { q: '', page: 1, limit: 10 },
    { q: 'pérez', page: 1, limit: 10 },
  ]);
  expect(screen.getByTestId('location-search')).toHaveTextContent('?q=p%C3%A9rez');
  await search('zzz');
  expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  expect(screen.getByText('Ninguna mascota coincide con «zzz».')).toBeInTheDocument();
  await user.click(screen.getByText('Limpiar búsqueda'));
  await waitFor(() => expect(names()).toEqual(['Luna', 'Michi', 'Piolín']));
});

test('no pets: "No hay pacientes", and the way to an owner first', async () => {
  setDesktop(false);
  renderList([]);
  expect(await screen.findByText('No hay pacientes')).toBeInTheDocument();
  expect(screen.getByText('Elegir propietario').closest('a')).toHaveAttribute('href', '/owners');
});

test('the new-pet button goes to the owners, and says why', async () => {
  setDesktop(false);
  renderList();
  await screen.findByText('Luna');
  const button = screen.getByText('Nueva mascota').closest('a')!;
  expect(button).toHaveAttribute('href', '/owners');
  expect(button).toHaveAccessibleDescription('Para registrar una mascota, primero elige a su propietario.');
});

test('a failed load says "Error al obtener pacientes" and retries', async () => {
  setDesktop(false);
  let calls = 0;
  renderList(null, {
    'GET /patients': (request) => (++calls === 1 ? { status: 500 } : patientsServer(() => PETS)(request)),
  });
  expect(await screen.findByText('Error al obtener pacientes')).toBeInTheDocument();
  await user.click(screen.getByText('Reintentar'));
  expect(await screen.findByText('Luna')).toBeInTheDocument();
});

test('deleting from the list asks first and then the pet is gone', async () => {
  setDesktop(false);
  let remaining = PETS;
  renderList(null, {
    'GET /patients': patientsServer(() => remaining),
    'DELETE /patients/pet-2': () => {
      remaining = PETS.filter((p) => p._id !== 'pet-2');
      return { status: 200, body: { msg: 'Mascota eliminada con éxito' } };
    },
  });
  await screen.findByText('Michi');
  await user.click(screen.getByLabelText('Eliminar a Michi'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Estás seguro de que deseas eliminar a Michi?')).toBeInTheDocument();
  await user.click(within(dialog).getByText('Eliminar'));
  expect(await screen.findByText('Mascota eliminada con éxito')).toBeInTheDocument();
  await waitFor(() => expect(names()).toEqual(['Luna', 'Piolín']));
});

test('the cards page through the server: the next page asks for page=2', async () => {
  setDesktop(false);
  const many = Array.from({ length: 25 }, (_, i) =>
    pet({ _id: `p${i}`, name: `Mascota ${i + 1}`, photo: null }),
  );
  const { sent } = renderList(many);
  expect(await screen.findByText('Mascota 1')).toBeInTheDocument();
  expect(document.querySelectorAll('.patients-card')).toHaveLength(10);
  await user.click(screen.getByTitle('2'));
  expect(await screen.findByText('Mascota 11')).toBeInTheDocument();
  expect(screen.queryByText('Mascota 1')).not.toBeInTheDocument();
  expect(listRequests(sent).at(-1)).toEqual({ q: '', page: 2, limit: 10 });
  expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');
});

test('desktop: the table shows the server total and asks for the page chosen', async () => {
  setDesktop(true);
  const many = Array.from({ length: 45 }, (_, i) =>
    pet({ _id: `p${i}`, name: `Mascota ${i + 1}`, photo: null }),
  );
  const { sent } = renderList(many);
  expect(await screen.findByText('Mascota 1')).toBeInTheDocument();
  expect(screen.getByText('45 mascotas')).toBeInTheDocument();
  await user.click(screen.getByTitle('3'));
  expect(await screen.findByText('Mascota 41')).toBeInTheDocument();
  expect(listRequests(sent).at(-1)).toEqual({ q: '', page: 3, limit: 20 });
});

describe('what each role sees (docs/product/pets.md#what-each-role-sees)', () => {
  test.each<Role>(['vet', 'assistant'])('a %s registers, edits and deletes pets', async (role) => {
    renderList(PETS, {}, '/patients', role);
    expect(await screen.findByRole('link', { name: 'Editar a Luna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar a Luna' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Nueva mascota' })).toHaveAttribute('href', '/owners');
  });

  test('a Peluquero sees the pets with «Ver» alone; «Nueva mascota» is disabled and says why', async () => {
    renderList(PETS, {}, '/patients', 'groomer');
    expect(await screen.findByRole('link', { name: 'Ver a Luna' })).toHaveAttribute(
      'href',
      '/patients/pet-1',
    );
    expect(screen.queryByRole('link', { name: 'Editar a Luna' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar a Luna' })).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Nueva mascota' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'No tienes permiso para crear, editar o eliminar mascotas. Tu rol en la clínica es Peluquero.',
    );
    // The way to register one is not explained to whom cannot.
    expect(
      screen.queryByText('Para registrar una mascota, primero elige a su propietario.'),
    ).not.toBeInTheDocument();
  });

  test('a Peluquero with no pets yet is not sent to choose an owner', async () => {
    renderList([], {}, '/patients', 'groomer');
    expect(await screen.findByText('No hay pacientes')).toBeInTheDocument();
    expect(screen.queryByText('Elegir propietario')).not.toBeInTheDocument();
  });
});
