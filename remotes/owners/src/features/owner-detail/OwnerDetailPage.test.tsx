import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf, pagedList } from '@vet/shared-ui/testing/fakePages';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { memberSession } from '@vet/shared-ui/testing/session';
import { ownersApi } from '../../api/ownersApi';
import type { OwnerPet } from '../../api/types';
import { makeOwnerDetail, makeOwnerPet, renderScreen } from '../../testing/fixtures';
import { confirmOwnerDeletion } from '../../testing/deleteDialog';
import OwnerDetailPage from './OwnerDetailPage';

// José Pérez, +573001234567, jose@correo.com, Av. Bolívar 12, Mérida; created 05/03/2024 by Ana Pérez,
// edited 01/04/2024 by Carla Ruiz (testing/fixtures.ts).
const owner = makeOwnerDetail();
const pets = [
  makeOwnerPet({ _id: 'p1', name: 'Firulais', species: 'Canino', breed: 'Mestizo', sex: 'Macho' }),
  makeOwnerPet({
    _id: 'p2',
    name: 'Misu',
    species: 'Felino',
    breed: '',
    sex: 'Hembra',
    birthDate: '2023-06-01',
  }),
];

/** GET /patients/owner/:id answering pages of these pets. */
const petsServer = (list: readonly OwnerPet[]) =>
  pagedList(
    () => list,
    () => true,
  );

const renderDetail = (as?: Role) =>
  renderScreen(<OwnerDetailPage />, { path: '/owners/:ownerId', route: '/owners/o1', as });

test('shows the contact with WhatsApp and mailto links, the address and the dates', async () => {
  fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'GET /patients/owner/o1': petsServer([]),
  });
  renderDetail();
  // The wait is announced, in words.
  expect(screen.getByText('Cargando propietario...').closest('[role="status"]')).not.toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: 'José Pérez' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Propietarios' })).toHaveAttribute('href', '/owners');
  const whatsapp = screen.getByText('Escribir por WhatsApp');
  expect(whatsapp).toHaveAttribute('href', 'https://wa.me/573001234567');
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(whatsapp.getAttribute('rel')).toContain('noopener');
  expect(screen.getByText('+57 3001234567')).toHaveAttribute('href', 'tel:+573001234567');
  expect(screen.getByText('jose@correo.com')).toHaveAttribute('href', 'mailto:jose@correo.com');
  expect(screen.getByText('Av. Bolívar 12, Mérida')).toBeInTheDocument();
  // es-ES, in the clinic's time zone (tests run in America/Caracas, UTC-4).
  expect(screen.getByText('05/03/2024, 14:30')).toBeInTheDocument();
  expect(screen.getByText('01/04/2024, 10:00')).toBeInTheDocument();
  expect(screen.getByText('Editar').closest('a')).toHaveAttribute('href', '/owners/o1/edit');
  // «Programar Cita» opens «Nueva cita» for this owner (remotes/appointments).
  expect(screen.getByText('Programar Cita').closest('a')).toHaveAttribute(
    'href',
    '/appointments/new?ownerId=o1',
  );
  // With an e-mail, reminders go by e-mail.
  expect(screen.getByText('Recordatorios')).toBeInTheDocument();
  expect(screen.getByText('por correo')).toBeInTheDocument();
});

describe('«Recordatorios» (docs/product/owners.md#owner-detail)', () => {
  const serve = (body: object) =>
    fakeApi({ 'GET /owners/o1': { status: 200, body }, 'GET /patients/owner/o1': petsServer([]) });

  test('an owner who opted out: «no desea recibirlos»', async () => {
    serve({ ...owner, remindersOptOut: true });
    renderDetail();
    expect(await screen.findByText('no desea recibirlos')).toBeInTheDocument();
    expect(screen.queryByText('por correo')).not.toBeInTheDocument();
  });

  test('an owner without e-mail: «por WhatsApp» (the front desk sends them from Notificaciones)', async () => {
    serve({ ...owner, email: '' });
    renderDetail();
    expect(await screen.findByText('por WhatsApp')).toBeInTheDocument();
  });
});

test('«Programar Cita» is for roles that book appointments: a session without appointments.write does not see it', async () => {
  fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'GET /patients/owner/o1': petsServer([]),
  });
  const session = memberSession('assistant');
  renderWithStore(<OwnerDetailPage />, {
    apis: [ownersApi],
    path: '/owners/:ownerId',
    route: '/owners/o1',
    session: { ...session, permissions: session.permissions.filter((p) => p !== 'appointments.write') },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'José Pérez' })).toBeInTheDocument();
  expect(screen.getByText('Editar')).toBeInTheDocument();
  expect(screen.queryByText('Programar Cita')).not.toBeInTheDocument();
});

test("lists the owner's pets, each linking to its detail, and offers Nueva Mascota", async () => {
  fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'GET /patients/owner/o1': petsServer(pets),
  });
  renderDetail();
  const firulais = (await screen.findByText('Firulais')).closest('a');
  expect(firulais).toHaveAttribute('href', '/patients/p1');
  expect(within(firulais!).getByText(/Canino · Mestizo · Macho/)).toBeInTheDocument();
  expect(screen.getByText('Misu').closest('a')).toHaveAttribute('href', '/patients/p2');
  // Without a photo, the species icon, as on the pets screens (not an emoji, not an initial).
  expect(firulais!.querySelector('svg[data-icon="dog"]')).toBeInTheDocument();
  expect(screen.getByText('Misu').closest('a')!.querySelector('svg[data-icon="cat"]')).toBeInTheDocument();
  expect(screen.getByText('Nueva Mascota').closest('a')).toHaveAttribute('href', '/owners/o1/patients/new');
});

test("the owner's pets come a page of 10 at a time: page 2 asks for page=2", async () => {
  const many = Array.from({ length: 12 }, (_, i) => ({
    ...pets[0],
    _id: `p${i + 1}`,
    name: `Mascota ${i + 1}`,
  }));
  const { sent } = fakeApi({
    'GET /owners/o1': { status: 200, body: owner },
    'GET /patients/owner/o1': petsServer(many),
  });
  renderDetail();
  expect(await screen.findByText('Mascota 10')).toBeInTheDocument();
  expect(screen.queryByText('Mascota 11')).not.toBeInTheDocument();
  expect(screen.getByText('Mascotas (12)')).toBeInTheDocument();
  await userEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('Mascota 12')).toBeInTheDocument();
  const asked = sent.filter((r) => r.path.startsWith('/patients/owner/o1?')).map(listParamsOf);
  expect(asked).toEqual([
    { q: '', page: 1, limit: 10 },
    { q: '', page: 2, limit: 10 },
  ]);
});

test('without e-mail or address it says so, and pets that fail to load do not hide the owner', async () => {
  let petsFail = true;
  const server = petsServer(pets);
  fakeApi({
    'GET /owners/o1': { status: 200, body: { ...owner, email: '', address: '' } },
    'GET /patients/owner/o1': (request) =>
      petsFail ? { status: 500, body: { msg: 'Error interno del servidor' } } : server(request),
  });
  renderDetail();
  expect(await screen.findByText('Cargando mascotas...')).toBeInTheDocument();
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Error al cargar mascotas');
  expect(failure).toHaveTextContent('Error interno del servidor');
  expect(screen.getByText('No registrado')).toBeInTheDocument();
  expect(screen.getByText('No registrada')).toBeInTheDocument();
  expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  expect(screen.getByText('Escribir por WhatsApp')).toBeInTheDocument();
  petsFail = false;
  await userEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Firulais')).toBeInTheDocument();
});

test('a missing owner says "Propietario no encontrado", with a way back', async () => {
  fakeApi({
    'GET /owners/o1': { status: 404, body: { msg: 'Propietario no encontrado' } },
    'GET /patients/owner/o1': petsServer([]),
  });
  renderDetail();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Propietario no encontrado' }),
  ).toBeInTheDocument();
  expect(screen.getByText('El propietario que buscas no existe o ha sido eliminado.')).toBeInTheDocument();
  expect(screen.getByText('Volver a propietarios').closest('a')).toHaveAttribute('href', '/owners');
});

test('another failure says what failed and why, and «Reintentar» asks again', async () => {
  let fail = true;
  fakeApi({
    'GET /owners/o1': () =>
      fail ? { status: 500, body: { msg: 'Error interno del servidor' } } : { status: 200, body: owner },
    'GET /patients/owner/o1': petsServer([]),
  });
  renderDetail();
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('No se pudo cargar el propietario');
  expect(failure).toHaveTextContent('Error interno del servidor');
  fail = false;
  await userEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'José Pérez' })).toBeInTheDocument();
});

test('deleting the owner confirms, shows the server message and returns to the list', async () => {
  let deleted = false;
  const gone = { status: 404, body: { msg: 'Propietario no encontrado' } };
  const pages = petsServer(pets);
  const { sent } = fakeApi({
    'GET /owners/o1': () => (deleted ? gone : { status: 200, body: owner }),
    'GET /patients/owner/o1': (request) => (deleted ? gone : pages(request)),
    'DELETE /owners/o1': () => {
      deleted = true;
      return { status: 200, body: { msg: 'Propietario eliminado' } };
    },
  });
  renderDetail();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
  await confirmOwnerDeletion('José Pérez');
  expect(await screen.findByText('Propietario eliminado')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/owners$/));
  expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  // The page that is leaving asks for nothing of the owner it just deleted (a 404 in the console).
  const afterDelete = sent.slice(sent.findIndex((r) => r.method === 'DELETE') + 1);
  expect(afterDelete.map((r) => r.path)).toEqual([]);
});

describe('what each role sees (docs/product/owners.md#what-each-role-sees)', () => {
  beforeEach(() => {
    fakeApi({
      'GET /owners/o1': { status: 200, body: owner },
      'GET /patients/owner/o1': petsServer(pets),
    });
  });

  test.each<Role>(['vet', 'assistant'])('a %s edits and deletes the owner and adds a pet', async (role) => {
    renderDetail(role);
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/owners/o1/edit');
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    expect(await screen.findByRole('link', { name: 'Nueva Mascota' })).toHaveAttribute(
      'href',
      '/owners/o1/patients/new',
    );
  });

  test('a Peluquero reads the owner and its pets; Editar, Eliminar and Nueva Mascota are disabled, with why', async () => {
    renderDetail('groomer');
    expect(await screen.findByText('Firulais')).toBeInTheDocument();
    for (const name of ['Editar', 'Eliminar']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'No tienes permiso para crear, editar o eliminar propietarios. Tu rol en la clínica es Peluquero.',
      );
    }
    const newPet = screen.getByRole('button', { name: 'Nueva Mascota' });
    expect(newPet).toBeDisabled();
    expect(newPet).toHaveAccessibleDescription(
      'No tienes permiso para crear, editar o eliminar mascotas. Tu rol en la clínica es Peluquero.',
    );
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });
});

describe('who created and changed the owner (docs/product/common.md#who-created-and-changed-a-record)', () => {
  const BOTH = 'Creado por Ana Pérez el 05/03/2024 · Modificado por Carla Ruiz el 01/04/2024';
  const serve = (body: object) =>
    fakeApi({ 'GET /owners/o1': { status: 200, body }, 'GET /patients/owner/o1': petsServer([]) });

  test('the administrator reads it under the name, with «Ver actividad» leading to the owner on «Actividad»', async () => {
    serve(owner);
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Ver actividad' });
    expect(link).toHaveAttribute('href', '/clinic/activity?record=o1');
    expect(link.closest('p')).toHaveTextContent(`${BOTH} · Ver actividad`);
    expect(link.closest('header')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'José Pérez' }),
    );
  });

  test.each<Role>(['vet', 'assistant', 'groomer'])('a %s reads it without the link', async (role) => {
    serve(owner);
    renderDetail(role);
    expect(await screen.findByText(BOTH)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver actividad' })).not.toBeInTheDocument();
  });

  test('a half nobody is on record for is left out', async () => {
    serve({ ...owner, createdBy: '' });
    renderDetail('vet');
    expect(await screen.findByText('Modificado por Carla Ruiz el 01/04/2024')).toBeInTheDocument();
    expect(screen.queryByText(/Creado por/)).not.toBeInTheDocument();
  });

  test('an owner its author never edited says only who created it', async () => {
    serve({ ...owner, updatedBy: 'Ana Pérez', updatedAt: owner.createdAt });
    renderDetail('vet');
    expect(await screen.findByText('Creado por Ana Pérez el 05/03/2024')).toBeInTheDocument();
    expect(screen.queryByText(/Modificado por/)).not.toBeInTheDocument();
  });
});
