import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { rangesFixture, renderScreen } from '../../testing/fixtures';
import RangesPage from './RangesPage';

const RANGES = rangesFixture({ gato: { hematocrit: { min: 30, max: 45 } } });

test('shows the ranges per species and saves the edited table', async () => {
  const { sent } = fakeApi({
    'GET /lab/reference-ranges': { status: 200, body: { ranges: RANGES, defaults: RANGES, version: 4 } },
    'PUT /lab/reference-ranges': (request) => ({
      status: 200,
      body: {
        msg: 'Rangos de referencia guardados',
        ranges: (request.body as { ranges: unknown }).ranges,
        version: 5,
      },
    }),
  });
  renderScreen(<RangesPage />, {
    path: '/patients/:patientId/lab-exams/ranges',
    route: '/patients/p1/lab-exams/ranges',
  });
  const min = await screen.findByLabelText('Hematocrito Gato mínimo');
  expect(screen.getByRole('heading', { level: 1, name: 'Rangos de referencia' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/patients/p1/lab-exams');
  expect(min).toHaveValue('30');
  // es-ES whatever the browser's language: a decimal comma.
  fireEvent.change(min, { target: { value: '32,5' } });
  await waitFor(() => expect(screen.getByLabelText('Hematocrito Gato mínimo')).toHaveValue('32,5'));
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Rangos de referencia guardados')).toBeInTheDocument();
  await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
  const put = sent.find((r) => r.method === 'PUT');
  // With the version the table was loaded at.
  expect(put?.body).toMatchObject({ ranges: { gato: { hematocrit: { min: 32.5, max: 45 } } }, version: 4 });
});

test('a stale save keeps the edits under a warning; «Recargar» shows the table as it is now', async () => {
  // Another session saved the dog's hematocrit (version 5) after this table loaded version 4.
  let current = { ranges: RANGES, version: 4 };
  const { sent } = fakeApi({
    'GET /lab/reference-ranges': () => ({ status: 200, body: { ...current, defaults: RANGES } }),
    'PUT /lab/reference-ranges': ({ body }) => {
      const sentBody = body as { ranges: typeof RANGES; version: number };
      if (sentBody.version !== current.version)
        return { status: 409, body: { msg: 'Este registro cambió mientras lo editabas' } };
      current = { ranges: sentBody.ranges, version: current.version + 1 };
      return { status: 200, body: { msg: 'Rangos de referencia guardados', ...current } };
    },
  });
  renderScreen(<RangesPage />, {
    path: '/patients/:patientId/lab-exams/ranges',
    route: '/patients/p1/lab-exams/ranges',
  });
  const catMin = await screen.findByLabelText('Hematocrito Gato mínimo');
  current = { ranges: rangesFixture({ perro: { hematocrit: { min: 37, max: 55 } } }), version: 5 };
  fireEvent.change(catMin, { target: { value: '32' } });
  fireEvent.click(screen.getByText('Guardar'));

  expect(await screen.findByText('Recargar')).toBeInTheDocument();
  expect(screen.getAllByText('Este registro cambió mientras lo editabas')).toHaveLength(1);
  expect(screen.getByLabelText('Hematocrito Gato mínimo')).toHaveValue('32');

  fireEvent.click(screen.getByText('Recargar'));
  await waitFor(() => expect(screen.getByLabelText('Hematocrito Perro mínimo')).toHaveValue('37'));
  expect(screen.getByLabelText('Hematocrito Gato mínimo')).toHaveValue('0');
  expect(screen.queryByText('Recargar')).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Hematocrito Gato mínimo'), { target: { value: '32' } });
  await waitFor(() => expect(screen.getByLabelText('Hematocrito Gato mínimo')).toHaveValue('32'));
  fireEvent.click(screen.getByText('Guardar'));
  expect(await screen.findByText('Rangos de referencia guardados')).toBeInTheDocument();
  const puts = sent.filter((r) => r.method === 'PUT').map((r) => r.body as { version: number });
  expect(puts.map((body) => body.version)).toEqual([4, 5]);
  expect(puts[1]).toMatchObject({
    ranges: { perro: { hematocrit: { min: 37, max: 55 } }, gato: { hematocrit: { min: 32 } } },
  });
});

test.each<[Role, string]>([
  ['vet', 'Veterinario'],
  ['assistant', 'Asistente'],
])(
  'a %s reads the ranges: the fields are read-only and saving is disabled, with why',
  async (role, label) => {
    const reason = `No tienes permiso para cambiar los rangos de referencia. Tu rol en la clínica es ${label}.`;
    fakeApi({
      'GET /lab/reference-ranges': { status: 200, body: { ranges: RANGES, defaults: RANGES, version: 4 } },
    });
    renderScreen(<RangesPage />, {
      path: '/patients/:patientId/lab-exams/ranges',
      route: '/patients/p1/lab-exams/ranges',
      as: role,
    });
    const min = await screen.findByLabelText('Hematocrito Gato mínimo');
    expect(min).toHaveValue('30');
    expect(min).toHaveAttribute('readonly');
    // Said once above the table, and on each button.
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    for (const name of ['Restablecer', 'Guardar']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  },
);
