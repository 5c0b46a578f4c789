import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { makeExam, PET, renderScreen } from '../../testing/fixtures';
import EditExamPage from './EditExamPage';

test('prefills the form and the counter, saves with PUT and returns to the detail', async () => {
  const { sent } = fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /patients/p1/lab-exams/e1': { status: 200, body: { labExam: makeExam({ observacion: 'Lipemia' }) } },
    'PUT /lab-exams/e1': {
      status: 200,
      body: { msg: 'Examen de laboratorio actualizado con éxito', labExam: makeExam() },
    },
  });
  renderScreen(<EditExamPage sound={{ click: jest.fn(), complete: jest.fn(), error: jest.fn() }} />, {
    path: '/patients/:patientId/lab-exams/edit/:labExamId',
    route: '/patients/p1/lab-exams/edit/e1',
  });
  await screen.findByRole('heading', { level: 1, name: 'Editar examen de Firulais' });
  expect(screen.getByLabelText('Hematocrito')).toHaveValue('40');
  expect(screen.getByTestId('counter-total')).toHaveTextContent('100');
  // The saved count starts with an empty undo history.
  expect(screen.getByText(/Deshacer/).closest('button')).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Hematocrito'), { target: { value: '42' } });
  fireEvent.click(screen.getByText('Guardar'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/p1\/lab-exams\/e1$/),
  );
  const put = sent.find((r) => r.method === 'PUT');
  // With the version the form was loaded with.
  expect(put?.body).toMatchObject({ hematocrit: 42, totalCells: 100, observacion: 'Lipemia', version: 1 });
  expect(screen.getByText('Examen de laboratorio actualizado con éxito')).toBeInTheDocument();
});

test('a stale save keeps the typed values under a warning; «Recargar» shows the fresh exam to save again', async () => {
  // Another session changed the platelets (version 3) after this form loaded version 2.
  let current = makeExam({ version: 2 });
  const { sent } = fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /patients/p1/lab-exams/e1': () => ({ status: 200, body: { labExam: current } }),
    'PUT /lab-exams/e1': ({ body }) => {
      if ((body as { version: number }).version !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ...current, ...(body as object), version: current.version + 1 };
      return { status: 200, body: { msg: 'Examen de laboratorio actualizado con éxito', labExam: current } };
    },
  });
  renderScreen(<EditExamPage sound={{ click: jest.fn(), complete: jest.fn(), error: jest.fn() }} />, {
    path: '/patients/:patientId/lab-exams/edit/:labExamId',
    route: '/patients/p1/lab-exams/edit/e1',
  });
  await screen.findByText('Editar examen de Firulais');
  current = makeExam({ platelets: 300000, version: 3 });
  fireEvent.change(screen.getByLabelText('Hematocrito'), { target: { value: '42' } });
  fireEvent.click(screen.getByText('Guardar'));

  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(screen.getByLabelText('Hematocrito')).toHaveValue('42');
  expect(screen.getByTestId('location')).toHaveTextContent('/patients/p1/lab-exams/edit/e1');

  fireEvent.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.queryByText('Recargar')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Hematocrito')).toHaveValue('40');
  expect(screen.getByLabelText('Plaquetas')).toHaveValue('300.000');

  fireEvent.change(screen.getByLabelText('Hematocrito'), { target: { value: '42' } });
  fireEvent.click(screen.getByText('Guardar'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/p1\/lab-exams\/e1$/),
  );
  const puts = sent.filter((r) => r.method === 'PUT').map((r) => r.body);
  expect(puts).toHaveLength(2);
  expect(puts[0]).toMatchObject({ hematocrit: 42, platelets: 250000, version: 2 });
  expect(puts[1]).toMatchObject({ hematocrit: 42, platelets: 300000, version: 3 });
});
