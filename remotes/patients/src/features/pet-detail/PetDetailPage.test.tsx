import { screen, waitFor, within } from '@testing-library/react';
import { clearToasts, type Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import type { Patient } from '../../api/types';
import { pet, petDetail, renderScreen } from '../../testing/fixtures';
import { fakeToday } from '@vet/shared-ui/testing/fakeToday';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import PetDetailPage from './PetDetailPage';

const user = setupUser();

function renderDetail(patient: Patient | null, extra: Parameters<typeof fakeApi>[0] = {}, as?: Role) {
  const api = fakeApi({
    'GET /patients/pet-1': patient
      ? { status: 200, body: patient }
      : { status: 404, body: { msg: 'Mascota no encontrada' } },
    ...extra,
  });
  renderScreen(<PetDetailPage />, { path: '/patients/:patientId', route: '/patients/pet-1', as });
  return api;
}

afterEach(() => {
  jest.useRealTimers();
  clearToasts();
});

test('shows "Cargando mascota..." and then everything the detail lists about the pet', async () => {
  fakeToday(new Date(2025, 5, 15, 9, 0));
  renderDetail(pet({ sex: 'Macho', referringVet: 'Clínica Los Andes' }));
  expect(screen.getByText('Cargando mascota...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Luna' })).toBeInTheDocument();
  expect(screen.getByAltText('Foto de Luna')).toHaveAttribute('src', pet().photo);
  // The species with its icon, an SVG (an emoji is an empty box without an emoji font).
  const species = screen.getByText('Canino');
  expect(species.querySelector('svg[data-icon="dog"]')).toBeInTheDocument();
  expect(screen.getByText('♂ Macho')).toBeInTheDocument();
  expect(screen.getByText('5 años')).toBeInTheDocument();
  expect(screen.getByText('15/03/2020')).toBeInTheDocument();
  expect(screen.getByText('12,5 kg')).toBeInTheDocument();
  expect(screen.getByText('Mestiza')).toBeInTheDocument();
  expect(screen.getByText('Clínica Los Andes')).toBeInTheDocument();
});

test('a female pet without photo, weight, breed or referring vet', async () => {
  renderDetail(pet({ photo: null, weight: null, breed: null, species: 'Felino' }));
  expect(await screen.findByText('♀ Hembra')).toBeInTheDocument();
  // The placeholder is the species icon, an SVG.
  const placeholder = screen.getByRole('img', { name: 'Felino' });
  expect(placeholder.querySelector('svg[data-icon="cat"]')).toBeInTheDocument();
  expect(placeholder).toHaveTextContent('');
  expect(screen.queryByText('Peso')).not.toBeInTheDocument();
  expect(screen.queryByText('Raza')).not.toBeInTheDocument();
  expect(screen.queryByText('Veterinario referente')).not.toBeInTheDocument();
});

test("the owner card: name, phone, e-mail and the owner's page", async () => {
  renderDetail(pet());
  const card = (await screen.findByText('José Gómez')).closest('.ant-card') as HTMLElement;
  // The same phone format as the owners screens: the dial code apart.
  expect(within(card).getByText('+58 4141234567')).toHaveAttribute('href', 'tel:+584141234567');
  expect(within(card).getByText('jose@correo.com')).toHaveAttribute('href', 'mailto:jose@correo.com');
  expect(within(card).getByText('Ver propietario').closest('a')).toHaveAttribute('href', '/owners/own-1');
});

test('without owner information it says so', async () => {
  renderDetail(pet({ owner: null }));
  expect(await screen.findByText('No se encontró información del propietario')).toBeInTheDocument();
});

test("the actions and links lead to the pet's edit, lab and grooming screens", async () => {
  renderDetail(pet());
  await screen.findByRole('heading', { name: 'Luna' });
  const href = (text: string) => screen.getByText(text).closest('a')?.getAttribute('href');
  expect(href('Editar')).toBe('/patients/edit/pet-1');
  expect(href('Exámenes de laboratorio')).toBe('/patients/pet-1/lab-exams');
  expect(href('Nuevo servicio de peluquería')).toBe('/patients/pet-1/grooming-services/create');
  // «Programar cita» opens «Nueva cita» with this pet chosen (remotes/appointments).
  expect(href('Programar cita')).toBe('/appointments/new?patientId=pet-1');
});

test('an unknown pet: "Mascota no encontrada"', async () => {
  renderDetail(null);
  expect(await screen.findByText('Mascota no encontrada')).toBeInTheDocument();
  expect(screen.getByText('La mascota que buscas no existe o ha sido eliminada')).toBeInTheDocument();
  expect(screen.getByText('Ver todas las mascotas').closest('a')).toHaveAttribute('href', '/patients');
});

test('a server failure offers a retry', async () => {
  let calls = 0;
  renderDetail(null, {
    'GET /patients/pet-1': () => (++calls === 1 ? { status: 500 } : { status: 200, body: pet() }),
  });
  expect(await screen.findByText('Error al obtener paciente')).toBeInTheDocument();
  await user.click(screen.getByText('Reintentar'));
  expect(await screen.findByRole('heading', { name: 'Luna' })).toBeInTheDocument();
});

test('deleting asks first, then says "Mascota eliminada con éxito" and goes to /patients', async () => {
  let deleted = false;
  const { sent } = renderDetail(pet(), {
    'GET /patients/pet-1': () =>
      deleted ? { status: 404, body: { msg: 'Mascota no encontrada' } } : { status: 200, body: pet() },
    'DELETE /patients/pet-1': () => {
      deleted = true;
      return { status: 200, body: { msg: 'Mascota eliminada con éxito' } };
    },
  });
  await screen.findByRole('heading', { name: 'Luna' });
  await user.click(screen.getByText('Eliminar'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('¿Estás seguro de que deseas eliminar a Luna?')).toBeInTheDocument();
  await user.click(within(dialog).getByText('Eliminar'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients$/));
  expect(await screen.findByText('Mascota eliminada con éxito')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  // The page that is leaving does not ask for the pet it just deleted (a 404 in the console).
  const afterDelete = sent.slice(sent.findIndex((request) => request.method === 'DELETE') + 1);
  expect(afterDelete.map((request) => request.path)).not.toContain('/patients/pet-1');
});

test('a refusal of the server (the role changed meanwhile) is its sentence in the error toast', async () => {
  const refusal =
    'No tienes permiso para crear, editar o eliminar mascotas. Tu rol en la clínica es Peluquero.';
  renderDetail(pet(), { 'DELETE /patients/pet-1': { status: 403, body: { msg: refusal } } });
  await screen.findByRole('heading', { name: 'Luna' });
  await user.click(screen.getByText('Eliminar'));
  await user.click(within(await screen.findByRole('dialog')).getByText('Eliminar'));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
});

describe('what each role sees (docs/product/pets.md#what-each-role-sees)', () => {
  const PELUQUERO =
    'No tienes permiso para crear, editar o eliminar mascotas. Tu rol en la clínica es Peluquero.';

  test.each<Role>(['vet', 'assistant'])(
    'a %s edits, changes the photo, deletes, and reaches exams and grooming',
    async (role) => {
      renderDetail(pet(), {}, role);
      await screen.findByRole('heading', { name: 'Luna' });
      expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/patients/edit/pet-1');
      expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Exámenes de laboratorio' })).toHaveAttribute(
        'href',
        '/patients/pet-1/lab-exams',
      );
      expect(screen.getByRole('link', { name: 'Nuevo servicio de peluquería' })).toBeInTheDocument();
    },
  );

  test('a Peluquero reads the pet and records grooming; editing, the photo and deleting are disabled, with why; no exams', async () => {
    renderDetail(pet(), {}, 'groomer');
    await screen.findByRole('heading', { name: 'Luna' });
    for (const name of ['Editar', 'Cambiar foto', 'Eliminar']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(PELUQUERO);
    }
    expect(screen.queryByText('Exámenes de laboratorio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo servicio de peluquería' })).toHaveAttribute(
      'href',
      '/patients/pet-1/grooming-services/create',
    );
  });
});

test('the alerts come first: allergies and chronic conditions in one banner above the pet', async () => {
  renderDetail(pet({ allergies: 'Penicilina', chronicConditions: 'Epilepsia' }), {}, 'groomer');
  const banner = await screen.findByRole('note', { name: 'Alertas de la mascota' });
  expect(banner).toHaveTextContent('Alergias: Penicilina');
  expect(banner).toHaveTextContent('Condiciones crónicas: Epilepsia');
});

test('a pet without alerts shows no banner', async () => {
  renderDetail(pet());
  await screen.findByRole('heading', { name: 'Luna' });
  expect(screen.queryByRole('note', { name: 'Alertas de la mascota' })).not.toBeInTheDocument();
});

describe('the clinical record from the pet (docs/product/clinical.md#decisions)', () => {
  test.each<Role>(['admin', 'vet'])('a %s opens its history and starts a consultation', async (role) => {
    renderDetail(pet(), {}, role);
    await screen.findByRole('heading', { name: 'Luna' });
    expect(screen.getByRole('link', { name: 'Historia clínica' })).toHaveAttribute(
      'href',
      '/patients/pet-1/history',
    );
    expect(screen.getByRole('link', { name: 'Nueva consulta' })).toHaveAttribute(
      'href',
      '/patients/pet-1/consultations/new',
    );
  });

  test('an Asistente opens the history; «Nueva consulta» is disabled with why', async () => {
    renderDetail(pet(), {}, 'assistant');
    await screen.findByRole('heading', { name: 'Luna' });
    expect(screen.getByRole('link', { name: 'Historia clínica' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Nueva consulta' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'No tienes permiso para registrar consultas, recetas y notas de seguimiento. Tu rol en la clínica es Asistente.',
    );
  });

  test('a Peluquero is not offered the clinical record', async () => {
    renderDetail(pet(), {}, 'groomer');
    await screen.findByRole('heading', { name: 'Luna' });
    expect(screen.queryByText('Historia clínica')).not.toBeInTheDocument();
    expect(screen.queryByText('Nueva consulta')).not.toBeInTheDocument();
  });
});

describe('who created and changed the pet (docs/product/common.md#who-created-and-changed-a-record)', () => {
  const BOTH = 'Creado por Ana Pérez el 10/01/2024 · Modificado por Carla Ruiz el 20/02/2024';

  test('the administrator reads it under the name, with «Ver actividad» leading to the pet on «Actividad»', async () => {
    renderDetail(petDetail());
    const link = await screen.findByRole('link', { name: 'Ver actividad' });
    expect(link).toHaveAttribute('href', '/clinic/activity?record=pet-1');
    expect(link.closest('p')).toHaveTextContent(`${BOTH} · Ver actividad`);
    expect(link.closest('header')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Luna' }));
  });

  test.each<Role>(['vet', 'assistant', 'groomer'])('a %s reads it without the link', async (role) => {
    renderDetail(petDetail(), {}, role);
    expect(await screen.findByText(BOTH)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver actividad' })).not.toBeInTheDocument();
  });

  test('a half nobody is on record for is left out', async () => {
    renderDetail(petDetail({ updatedBy: '' }), {}, 'vet');
    expect(await screen.findByText('Creado por Ana Pérez el 10/01/2024')).toBeInTheDocument();
    expect(screen.queryByText(/Modificado por/)).not.toBeInTheDocument();
  });

  test('a pet its author never edited says only who created it', async () => {
    renderDetail(petDetail({ updatedBy: 'Ana Pérez', updatedAt: pet().createdAt }), {}, 'vet');
    expect(await screen.findByText('Creado por Ana Pérez el 10/01/2024')).toBeInTheDocument();
    expect(screen.queryByText(/Modificado por/)).not.toBeInTheDocument();
  });
});
