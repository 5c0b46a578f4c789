import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { labApi } from '../../api/labApi';
import { makeExam, PET } from '../exams/testData';
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
  renderWithStore(<EditExamPage sound={{ click: jest.fn(), error: jest.fn() }} />, {
    apis: [labApi],
    path: '/patients/:patientId/lab-exams/edit/:labExamId',
    route: '/patients/p1/lab-exams/edit/e1',
  });
  await screen.findByText('Editar examen de Firulais');
  expect(screen.getByLabelText('Hematocrito')).toHaveValue('40.0');
  expect(screen.getByTestId('counter-total')).toHaveTextContent('100');
  // The saved count starts with an empty undo history.
  expect(screen.getByText(/Deshacer/).closest('button')).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Hematocrito'), { target: { value: '42' } });
  fireEvent.click(screen.getByText('Guardar'));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/patients\/p1\/lab-exams\/e1$/),
  );
  const put = sent.find((r) => r.method === 'PUT');
  expect(put?.body).toMatchObject({ hematocrit: 42, totalCells: 100, observacion: 'Lipemia' });
  expect(screen.getByText('Examen de laboratorio actualizado con éxito')).toBeInTheDocument();
});
