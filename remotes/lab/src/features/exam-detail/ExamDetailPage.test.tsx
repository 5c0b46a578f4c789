import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { EMPTY_COUNT } from '../exams/examFields';
import { makeExam, makeExamDetail, PET, rangesFixture, renderScreen } from '../../testing/fixtures';
import { MSG } from '../../messages';
import ExamDetailPage from './ExamDetailPage';

const DOG_RANGES = rangesFixture({
  perro: {
    hematocrit: { min: 37, max: 55 },
    totalProtein: { min: 5.4, max: 7.8 },
    platelets: { min: 175, max: 500 },
    segmentedNeutrophils: { min: 3.3, max: 11.4 },
    lymphocytes: { min: 1, max: 4.8 },
  },
});
const RANGES = { status: 200, body: { ranges: DOG_RANGES, defaults: DOG_RANGES } };
const renderDetail = (as?: Role) =>
  renderScreen(<ExamDetailPage />, {
    path: '/patients/:patientId/lab-exams/:labExamId',
    route: '/patients/p1/lab-exams/e1',
    as,
  });

test('highlights high and low values with arrow and word, absolute counts included', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': {
      status: 200,
      body: {
        labExam: makeExam({
          hematocrit: 60, // dog 37–55: high
          totalProtein: 5, // 5.4–7.8: low
          whiteBloodCells: 10000,
          differentialCount: { ...EMPTY_COUNT, segmentedNeutrophils: 20, lymphocytes: 80 },
        }),
      },
    },
  });
  renderDetail();
  const hct = await screen.findByTestId('row-hematocrit');
  expect(within(hct).getByText('Alto')).toBeInTheDocument();
  expect(hct).toHaveTextContent('↑');
  expect(within(screen.getByTestId('row-totalProtein')).getByText('Bajo')).toBeInTheDocument();
  expect(screen.getByTestId('row-totalProtein')).toHaveTextContent('↓');
  expect(within(screen.getByTestId('row-platelets')).getByText('Normal')).toBeInTheDocument();
  // 20 / 100 × 10 = 2 ×10³/µL, below 3.3; 80 / 100 × 10 = 8, above 4.8
  const seg = screen.getByTestId('row-segmentedNeutrophils');
  expect(seg).toHaveTextContent('Bajo');
  expect(screen.getByTestId('row-lymphocytes')).toHaveTextContent('Alto');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Examen de Firulais · 10/02/2026' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/patients/p1/lab-exams');
  expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
    'href',
    '/patients/p1/lab-exams/edit/e1',
  );
});

test("without the vet's ranges the values still show, with no reference and no judgement", async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': { status: 500, body: { msg: 'Fallo del servidor' } },
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam({ hematocrit: 60 }) } },
  });
  renderDetail();
  const hct = await screen.findByTestId('row-hematocrit');
  expect(hct).toHaveTextContent('60');
  expect(within(hct).getAllByText('—')).toHaveLength(2);
  expect(within(hct).queryByText('Normal')).not.toBeInTheDocument();
});

test("the pet's alerts come first, before its results", async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: { ...PET, allergies: 'Penicilina', chronicConditions: '' } },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam() } },
  });
  renderDetail();
  const banner = await screen.findByRole('note', { name: 'Alertas de la mascota' });
  expect(banner).toHaveTextContent('Alergias: Penicilina');
  expect(banner).not.toHaveTextContent('Condiciones crónicas');
});

test('a missing exam says "No se encontró el examen."', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': { status: 404, body: { msg: 'No se encontró el examen.' } },
  });
  renderDetail();
  expect(await screen.findByText('No se encontró el examen.')).toBeInTheDocument();
});

test('an answer that is not an exam is refused', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: { _id: 'e1', hematocrit: 'mucho' } } },
  });
  renderDetail();
  expect(await screen.findByText('Datos del examen inválidos recibidos del servidor.')).toBeInTheDocument();
});

test('a load failure says "Error al cargar el examen: {msg}"', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': { status: 500, body: { msg: 'Fallo del servidor' } },
  });
  renderDetail();
  expect(await screen.findByText('Error al cargar el examen: Fallo del servidor')).toBeInTheDocument();
});

test('Eliminar asks, deletes and returns to the list', async () => {
  const { sent } = fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam() } },
    'DELETE /lab-exams/e1': { status: 200, body: { msg: MSG.deleted } },
  });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderDetail();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
  expect(confirm).toHaveBeenCalled();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/p1\/lab-exams$/),
  );
  expect(screen.getByText(MSG.deleted)).toBeInTheDocument();
  expect(sent.some((r) => r.method === 'DELETE' && r.path === '/lab-exams/e1')).toBe(true);
  confirm.mockRestore();
});

test('a refusal of the server (the role changed meanwhile) is its sentence in the error toast', async () => {
  const refusal =
    'No tienes permiso para crear, editar o eliminar exámenes de laboratorio. Tu rol en la clínica es Asistente.';
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /lab/reference-ranges': RANGES,
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam() } },
    'DELETE /lab-exams/e1': { status: 403, body: { msg: refusal } },
  });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderDetail();
  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/patients/p1/lab-exams/e1');
  confirm.mockRestore();
});

describe('what each role sees (docs/product/lab.md#what-each-role-sees)', () => {
  beforeEach(() => {
    fakeApi({
      'GET /patients/p1': { status: 200, body: PET },
      'GET /lab/reference-ranges': RANGES,
      'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam() } },
    });
  });

  test('a Veterinario edits and deletes the exam', async () => {
    renderDetail('vet');
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/patients/p1/lab-exams/edit/e1',
    );
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  test('an Asistente reads the exam and hands its report over; Editar and Eliminar are disabled, with why', async () => {
    renderDetail('assistant');
    expect(await screen.findByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imprimir informe' })).toBeEnabled();
    for (const name of ['Editar', 'Eliminar']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'No tienes permiso para crear, editar o eliminar exámenes de laboratorio. Tu rol en la clínica es Asistente.',
      );
    }
  });
});

describe('who created and changed the exam (docs/product/common.md#who-created-and-changed-a-record)', () => {
  const BOTH = 'Creado por Ana Pérez el 10/02/2026 · Modificado por Carla Ruiz el 12/02/2026';
  const serve = (labExam: object) =>
    fakeApi({
      'GET /patients/p1': { status: 200, body: PET },
      'GET /lab/reference-ranges': RANGES,
      'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam } },
    });

  test('the administrator reads it under the title, with «Ver actividad» leading to the exam on «Actividad»', async () => {
    serve(makeExamDetail());
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Ver actividad' });
    expect(link).toHaveAttribute('href', '/clinic/activity?record=e1');
    expect(link.closest('p')).toHaveTextContent(`${BOTH} · Ver actividad`);
    expect(link.closest('header')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Examen de Firulais · 10/02/2026' }),
    );
  });

  test.each<Role>(['vet', 'assistant'])('a %s reads it without the link', async (role) => {
    serve(makeExamDetail());
    renderDetail(role);
    expect(await screen.findByText(BOTH)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver actividad' })).not.toBeInTheDocument();
  });

  test('a half nobody is on record for is left out', async () => {
    serve(makeExamDetail({ createdBy: '' }));
    renderDetail('vet');
    expect(await screen.findByText('Modificado por Carla Ruiz el 12/02/2026')).toBeInTheDocument();
    expect(screen.queryByText(/Creado por/)).not.toBeInTheDocument();
  });

  test('an exam its author never edited says only who recorded it', async () => {
    serve(makeExamDetail({ updatedBy: 'Ana Pérez', updatedAt: makeExam().createdAt }));
    renderDetail('vet');
    expect(await screen.findByText('Creado por Ana Pérez el 10/02/2026')).toBeInTheDocument();
    expect(screen.queryByText(/Modificado por/)).not.toBeInTheDocument();
  });
});
