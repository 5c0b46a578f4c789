import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatDate } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeExam, PET, renderScreen } from '../../testing/fixtures';
import { MSG } from '../../messages';
import NewExamPage from './NewExamPage';
import { todayLocal } from './examFormSchema';

const sound = { click: jest.fn(), complete: jest.fn(), error: jest.fn() };
const renderCreate = () =>
  renderScreen(<NewExamPage sound={sound} />, {
    path: '/patients/:patientId/lab-exams/create',
    route: '/patients/p1/lab-exams/create',
  });

/** The tab itself (a field may carry the same words). */
const tab = (name: string) => screen.getByRole('tab', { name });

function fillValues() {
  // change events rather than typing: the same values, a fraction of the time on 2 shared cores
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  // As a vet writes them, es-ES: a decimal comma, thousands with a dot.
  set('Hematocrito', '45,5');
  set('Glóbulos blancos', '12.000');
  set('Proteínas totales', '6,5');
  set('Plaquetas', '250.000');
}

test('an empty form shows the required messages and sends nothing', async () => {
  const { sent } = fakeApi({ 'GET /patients/p1': { status: 200, body: PET } });
  renderCreate();
  await screen.findByText('Nuevo examen de Firulais');
  fireEvent.click(tab('Observaciones'));
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Hematocrito es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('Plaquetas es obligatorio')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Datos Generales' })).toHaveAttribute('aria-selected', 'true');
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
});

test('saves the values and the count, then shows "Examen Guardado" and returns to the pet', async () => {
  const { sent } = fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'POST /patients/p1/lab-exams': { status: 201, body: { msg: MSG.created, labExam: makeExam() } },
  });
  renderCreate();
  await screen.findByRole('heading', { level: 1, name: 'Nuevo examen de Firulais' });
  // Today by default, day first whatever the browser's language; the API gets the ISO day.
  expect(screen.getByLabelText('Fecha')).toHaveValue(formatDate(todayLocal()));
  fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: '05/03/2025' } });
  fillValues();
  fireEvent.click(tab('Conteo Diferencial'));
  fireEvent.keyDown(document.body, { key: '1' });
  fireEvent.keyDown(document.body, { key: '1' });
  fireEvent.keyDown(document.body, { key: '3' });
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Examen Guardado')).toBeInTheDocument();
  expect(screen.getByText(MSG.created)).toBeInTheDocument();
  const post = sent.find((r) => r.method === 'POST');
  expect(post?.body).toMatchObject({
    date: '2025-03-05',
    hematocrit: 45.5,
    whiteBloodCells: 12000,
    totalProtein: 6.5,
    platelets: 250000,
    totalCells: 3,
    differentialCount: { segmentedNeutrophils: 2, lymphocytes: 1, nrbc: 0 },
  });
  expect(screen.getByText('Imprimir informe')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Cerrar'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/p1$/));
});

test("a refused save shows the server's message", async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'POST /patients/p1/lab-exams': { status: 400, body: { msg: 'La fecha no puede ser futura' } },
  });
  renderCreate();
  await screen.findByText('Nuevo examen de Firulais');
  fillValues();
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('La fecha no puede ser futura')).toBeInTheDocument();
  expect(screen.queryByText('Examen Guardado')).not.toBeInTheDocument();
});

test('one Idempotency-Key per form: a double click sends the same one, a new form another', async () => {
  const { sent } = fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'POST /patients/p1/lab-exams': { status: 201, body: { msg: MSG.created, labExam: makeExam() } },
  });
  const keys = () => sent.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
  const first = renderCreate();
  await screen.findByText('Nuevo examen de Firulais');
  fillValues();
  fireEvent.click(screen.getByText('Guardar'));
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Examen Guardado')).toBeInTheDocument();
  const firstKeys = keys();
  expect(firstKeys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(firstKeys).size).toBe(1);
  first.unmount();

  renderCreate();
  await screen.findByText('Nuevo examen de Firulais');
  fillValues();
  fireEvent.click(screen.getByText('Guardar'));
  await waitFor(() => expect(keys()).toHaveLength(firstKeys.length + 1));
  expect(keys().at(-1)).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys().at(-1)).not.toBe(firstKeys[0]);
});
