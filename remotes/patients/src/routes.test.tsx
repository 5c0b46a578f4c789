// The forms write: a role that may not write pets, reaching them by their address, is told why instead.
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { clinicVets, owner, pet, renderScreen } from './testing/fixtures';
import { ownerPatientsRoutes, patientsRoutes } from './routes';

function PetsArea() {
  return <Suspense fallback={<p>Cargando…</p>}>{useRoutes(patientsRoutes)}</Suspense>;
}
function OwnerPetsArea() {
  return <Suspense fallback={<p>Cargando…</p>}>{useRoutes(ownerPatientsRoutes)}</Suspense>;
}

const backend = () =>
  fakeApi({
    'GET /patients/pet-1': { status: 200, body: pet() },
    'GET /owners/own-1': { status: 200, body: owner },
    'GET /clinic/vets': { status: 200, body: clinicVets },
  });

const open = (route: string, as: Role) =>
  route.startsWith('/owners')
    ? renderScreen(<OwnerPetsArea />, { path: '/owners/:ownerId/patients/*', route, as })
    : renderScreen(<PetsArea />, { path: '/patients/*', route, as });

test.each([
  ['/patients/edit/pet-1', 'Editar a Luna'],
  ['/owners/own-1/patients/new', 'Nueva mascota'],
])('a Peluquero opening %s by its address is told why, with the way back', async (route, form) => {
  const { sent } = backend();
  open(route, 'groomer');
  expect(
    await screen.findByRole('heading', { name: 'Esta pantalla no está disponible para tu rol' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para crear, editar o eliminar mascotas. Tu rol en la clínica es Peluquero.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver todas las mascotas' })).toHaveAttribute('href', '/patients');
  expect(screen.queryByRole('heading', { name: form })).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('an Asistente opens the edit form', async () => {
  backend();
  open('/patients/edit/pet-1', 'assistant');
  expect(await screen.findByRole('heading', { name: 'Editar a Luna' })).toBeInTheDocument();
});
