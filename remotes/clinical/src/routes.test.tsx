// Each address of the clinical remote opens its screen; the consultation's forms, opened by their address
// by a role that does not write consultations, say why with the way back and ask the server nothing.
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { consultation, patient, renderScreen, vitalRanges } from './testing/fixtures';
import { consultationRoutes, historyRoutes, medicalHistoryRoutes } from './routes';

function Area({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={<p>Cargando…</p>}>{useRoutes(routes)}</Suspense>;
}

const backend = () =>
  fakeApi({
    'GET /consultations': { status: 200, body: { items: [], total: 0, page: 1, limit: 20 } },
    'GET /consultations/con-1': { status: 200, body: { consultation: consultation() } },
    'GET /patients/pet-1': { status: 200, body: patient() },
    'GET /clinical/vital-ranges': { status: 200, body: vitalRanges() },
    'GET /clinic/vets': { status: 200, body: [] },
  });

const openConsultations = (route: string, as: Role = 'admin') =>
  renderScreen(<Area routes={consultationRoutes} />, {
    path: '/patients/:patientId/consultations/*',
    route,
    as,
  });
const openMedicalHistory = (route: string) =>
  renderScreen(<Area routes={medicalHistoryRoutes} />, { path: '/medical-history/*', route });

jest.setTimeout(30_000);

test.each([
  ['/medical-history', 'Consultas'],
  ['/medical-history/ranges', 'Rangos de signos vitales'],
])('%s opens «%s»', async (route, title) => {
  backend();
  openMedicalHistory(route);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test.each([
  ['/patients/pet-1/consultations/new', 'Nueva consulta de Luna'],
  ['/patients/pet-1/consultations/con-1', 'Consulta del 12/03/2026'],
  ['/patients/pet-1/consultations/con-1/edit', 'Editar consulta de Luna'],
])('%s opens «%s»', async (route, title) => {
  backend();
  openConsultations(route);
  expect(await screen.findByText(title, { selector: 'h1' })).toBeInTheDocument();
});

test('/patients/pet-1/history opens «Historia clínica de Luna»', async () => {
  backend();
  renderScreen(<Area routes={historyRoutes} />, {
    path: '/patients/:patientId/history/*',
    route: '/patients/pet-1/history',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Historia clínica de Luna' }),
  ).toBeInTheDocument();
});

test('the pet’s consultations without one named lead to its history', async () => {
  backend();
  openConsultations('/patients/pet-1/consultations');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/patients/pet-1/history'));
});

test.each([
  ['/patients/pet-1/consultations/new', 'Volver a la mascota', '/patients/pet-1'],
  ['/patients/pet-1/consultations/con-1/edit', 'Volver a la consulta', '/patients/pet-1/consultations/con-1'],
])('an Asistente opening %s is told why, led back, and nothing is asked', async (route, back, href) => {
  const { sent } = backend();
  openConsultations(route, 'assistant');
  expect(
    await screen.findByRole('heading', { name: 'Esta pantalla no está disponible para tu rol' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para registrar consultas, recetas y notas de seguimiento. Tu rol en la clínica es Asistente.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', href);
  expect(sent).toEqual([]);
});
