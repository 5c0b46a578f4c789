import { screen } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { labApi } from '../../api/labApi';
import { makeExam, PET } from '../exams/testData';
import LabExamsListPage, { NO_EXAMS } from './LabExamsListPage';

const renderList = () =>
  renderWithStore(<LabExamsListPage />, {
    apis: [labApi],
    path: '/patients/:patientId/lab-exams',
    route: '/patients/p1/lab-exams',
  });

test('says so when the pet has no exams', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /patients/p1/lab-exams': { status: 200, body: { exams: [] } },
  });
  renderList();
  expect(await screen.findByText(NO_EXAMS)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /de Firulais/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Crear Examen' })).toHaveAttribute(
    'href',
    '/patients/p1/lab-exams/create',
  );
});

test('lists each exam with its date and hematocrit, linking to the detail', async () => {
  fakeApi({
    'GET /patients/p1': { status: 200, body: PET },
    'GET /patients/p1/lab-exams': {
      status: 200,
      body: {
        exams: [makeExam({ _id: 'e2', date: '2026-03-05', hematocrit: 45.5 }), makeExam({ _id: 'e1' })],
      },
    },
  });
  renderList();
  const link = await screen.findByRole('link', { name: /05\/03\/2026.*45,5 %/ });
  expect(link).toHaveAttribute('href', '/patients/p1/lab-exams/e2');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
