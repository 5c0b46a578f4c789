import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { labApi } from '../../api/labApi';
import { rangesFixture } from './rangesFixture';
import RangesPage from './RangesPage';

const RANGES = rangesFixture({ gato: { hematocrit: { min: 30, max: 45 } } });

test('shows the ranges per species and saves the edited table', async () => {
  const { sent } = fakeApi({
    'GET /lab/reference-ranges': { status: 200, body: { ranges: RANGES, defaults: RANGES } },
    'PUT /lab/reference-ranges': (request) => ({
      status: 200,
      body: { msg: 'Rangos de referencia guardados', ranges: (request.body as { ranges: unknown }).ranges },
    }),
  });
  renderWithStore(<RangesPage />, {
    apis: [labApi],
    path: '/patients/:patientId/lab-exams/ranges',
    route: '/patients/p1/lab-exams/ranges',
  });
  const min = await screen.findByLabelText('Hematocrito Gato mínimo');
  expect(min).toHaveValue(30);
  fireEvent.change(min, { target: { value: '32' } });
  await waitFor(() => expect(screen.getByLabelText('Hematocrito Gato mínimo')).toHaveValue(32));
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Rangos de referencia guardados')).toBeInTheDocument();
  await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
  const put = sent.find((r) => r.method === 'PUT');
  expect(put?.body).toMatchObject({ ranges: { gato: { hematocrit: { min: 32, max: 45 } } } });
});
