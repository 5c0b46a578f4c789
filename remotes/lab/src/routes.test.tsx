// A lab screen opened by its address by a role that may not use it says why, with the way back.
import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeExam, PET, rangesFixture, renderScreen } from './testing/fixtures';
import { labExamRoutes } from './routes';

function LabArea() {
  return <Suspense fallback={<p>Cargando…</p>}>{useRoutes(labExamRoutes)}</Suspense>;
}

const RANGES = rangesFixture();
const backend = () =>
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': { status: 200, body: { ranges: RANGES, defaults: RANGES, version: 1 } },
    'GET /patients/p1/lab-exams': { status: 200, body: { items: [], total: 0, page: 1, limit: 20 } },
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam() } },
  });
const open = (route: string, as: Role) =>
  renderScreen(<LabArea />, { path: '/patients/:patientId/lab-exams/*', route, as });
const NOT_FOR_ROLE = 'Esta pantalla no está disponible para tu rol';

test.each([
  '/patients/p1/lab-exams',
  '/patients/p1/lab-exams/e1',
  '/patients/p1/lab-exams/ranges',
  '/patients/p1/lab-exams/create',
  '/patients/p1/lab-exams/edit/e1',
])('a Peluquero, who does not see exams, opening %s is told why and led back to the pet', async (route) => {
  const { sent } = backend();
  open(route, 'groomer');
  expect(await screen.findByRole('heading', { name: NOT_FOR_ROLE })).toBeInTheDocument();
  expect(
    screen.getByText(
      'No tienes permiso para ver los exámenes de laboratorio. Tu rol en la clínica es Peluquero.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a la mascota' })).toHaveAttribute('href', '/patients/p1');
  expect(sent).toEqual([]);
});

test.each(['/patients/p1/lab-exams/create', '/patients/p1/lab-exams/edit/e1'])(
  'an Asistente opening the exam form %s is told why and led back to the exams',
  async (route) => {
    const { sent } = backend();
    open(route, 'assistant');
    expect(await screen.findByRole('heading', { name: NOT_FOR_ROLE })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No tienes permiso para crear, editar o eliminar exámenes de laboratorio. Tu rol en la clínica es Asistente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los exámenes' })).toHaveAttribute(
      'href',
      '/patients/p1/lab-exams',
    );
    expect(sent).toEqual([]);
  },
);

test('a Veterinario opens the new exam form', async () => {
  backend();
  open('/patients/p1/lab-exams/create', 'vet');
  expect(await screen.findByRole('heading', { name: 'Nuevo examen de Firulais' })).toBeInTheDocument();
});
