import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type SentRequest } from '@vet/shared-ui/testing/fakeApi';
import { listParamsOf, pagedList } from '@vet/shared-ui/testing/fakePages';
import type { Role } from '@vet/shared-ui';
import type { LabExam } from '../../api/types';
import { makeExam, PET, renderScreen } from '../../testing/fixtures';
import { MSG } from '../../messages';
import ExamListPage from './ExamListPage';

const renderList = (route = '/patients/p1/lab-exams', as?: Role) =>
  renderScreen(<ExamListPage />, { route, as });

/** The server's search is its own (api tests): here, the findings holding the query. */
const examsServer = (exams: readonly LabExam[]) => ({
  'GET /patients/p1': { status: 200, body: PET },
  'GET /patients/p1/lab-exams': pagedList(
    () => exams,
    (exam, q) => `${exam.hemotropico} ${exam.observacion}`.toLowerCase().includes(q),
  ),
});
const listRequests = (sent: SentRequest[]) =>
  sent.filter((r) => r.path.startsWith('/patients/p1/lab-exams?')).map(listParamsOf);

test('says so when the pet has no exams', async () => {
  fakeApi(examsServer([]));
  renderList();
  expect(await screen.findByText(MSG.noExams)).toBeInTheDocument();
  // The page's one h1, with the way back to the pet.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Exámenes de laboratorio de Firulais' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a la mascota' })).toHaveAttribute('href', '/patients/p1');
  expect(screen.getByRole('link', { name: 'Crear Examen' })).toHaveAttribute(
    'href',
    '/patients/p1/lab-exams/create',
  );
  expect(screen.queryByLabelText('Buscar exámenes')).not.toBeInTheDocument();
});

test('lists the first page of exams with date and hematocrit, linking to the detail', async () => {
  const { sent } = fakeApi(
    examsServer([makeExam({ _id: 'e2', date: '2026-03-05', hematocrit: 45.5 }), makeExam({ _id: 'e1' })]),
  );
  renderList();
  const link = await screen.findByRole('link', { name: /05\/03\/2026.*45,5 %/ });
  expect(link).toHaveAttribute('href', '/patients/p1/lab-exams/e2');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByText('2 exámenes')).toBeInTheDocument();
  expect(listRequests(sent)).toEqual([{ q: '', page: 1, limit: 20 }]);
});

test('a count over ten thousand groups its thousands: «12.345 exámenes»', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /patients/p1/lab-exams': {
      status: 200,
      body: { items: [makeExam({ _id: 'e1' })], total: 12345, page: 1, limit: 20 },
    },
  });
  renderList();
  expect(await screen.findByText('12.345 exámenes')).toBeInTheDocument();
});

test('the search is sent as q, and one that finds nothing says "Sin resultados"', async () => {
  const { sent } = fakeApi(
    examsServer([
      makeExam({ _id: 'e2', date: '2026-03-05', hemotropico: 'Mórulas de Ehrlichia' }),
      makeExam({ _id: 'e1' }),
    ]),
  );
  renderList();
  await screen.findByText('2 exámenes');
  await userEvent.type(screen.getByLabelText('Buscar exámenes'), 'ehrlichia');
  expect(await screen.findByText('1 examen')).toBeInTheDocument();
  expect(listRequests(sent).at(-1)).toEqual({ q: 'ehrlichia', page: 1, limit: 20 });
  await userEvent.type(screen.getByLabelText('Buscar exámenes'), ' anaplasma');
  expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
  expect(await screen.findByText('2 exámenes')).toBeInTheDocument();
});

test('pages through the server: page 2 asks for page=2 and is kept in the URL', async () => {
  const exams = Array.from({ length: 25 }, (_, i) =>
    makeExam({ _id: `e${i}`, date: `2025-01-${String(i + 1).padStart(2, '0')}` }),
  );
  const { sent } = fakeApi(examsServer(exams));
  renderList();
  await screen.findByText('25 exámenes');
  expect(screen.getAllByRole('listitem').filter((item) => item.closest('.lab-exam-list'))).toHaveLength(20);
  await userEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(screen.getByRole('link', { name: /21\/01\/2025/ })).toBeInTheDocument());
  expect(listRequests(sent).at(-1)).toEqual({ q: '', page: 2, limit: 20 });
  expect(screen.getByTestId('location-search')).toHaveTextContent('?page=2');
});

test('a failed load says what failed and why, and retries', async () => {
  let fail = true;
  const routes = examsServer([makeExam()]);
  fakeApi({
    ...routes,
    'GET /patients/p1/lab-exams': (request) =>
      fail ? { status: 500, body: { msg: 'Error interno' } } : routes['GET /patients/p1/lab-exams'](request),
  });
  renderList();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error al cargar los exámenes');
  expect(alert).toHaveTextContent('Error interno');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Reintentar/ }));
  expect(await screen.findByText('1 examen')).toBeInTheDocument();
});

describe('what each role sees (docs/product/lab.md#what-each-role-sees)', () => {
  test('a Veterinario creates exams and reads the ranges', async () => {
    fakeApi(examsServer([makeExam()]));
    renderList('/patients/p1/lab-exams', 'vet');
    expect(await screen.findByRole('link', { name: 'Crear Examen' })).toHaveAttribute(
      'href',
      '/patients/p1/lab-exams/create',
    );
    expect(screen.getByRole('link', { name: 'Rangos de referencia' })).toBeInTheDocument();
  });

  test('an Asistente reads the exams; «Crear Examen» is disabled and says why', async () => {
    fakeApi(examsServer([makeExam()]));
    renderList('/patients/p1/lab-exams', 'assistant');
    expect(await screen.findByText('1 examen')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Crear Examen' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'No tienes permiso para crear, editar o eliminar exámenes de laboratorio. Tu rol en la clínica es Asistente.',
    );
    expect(screen.getByRole('link', { name: 'Rangos de referencia' })).toHaveAttribute(
      'href',
      '/patients/p1/lab-exams/ranges',
    );
  });
});
