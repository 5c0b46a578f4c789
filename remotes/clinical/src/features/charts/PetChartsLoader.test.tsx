// «Gráficas» on the pet's history wait for the browser to be idle after the page's first render: only then
// are they drawn and their data asked for (issue 26's bench: the answers no longer wait for the page's
// own work before they are drawn).
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import { PetChartsLoader } from './PetChartsLoader';

let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => {
    idleTasks.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
    return idleTasks.length;
  });
  window.cancelIdleCallback = jest.fn();
});
afterEach(() => {
  // jsdom has neither: the loader falls back to a timer there.
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

test('the charts and their data wait for the browser to be idle, then are drawn', async () => {
  const { sent } = fakeApi({
    'GET /patients/pet-1/weights': {
      status: 200,
      body: { points: [{ date: '2024-01-10T14:00:00.000Z', weightKg: 11.2, consultationId: 'c1' }] },
    },
    'GET /patients/pet-1/lab-exams': { status: 200, body: { exams: [] } },
    'GET /lab/reference-ranges': { status: 200, body: { ranges: { perro: {}, gato: {} } } },
  });
  renderScreen(<PetChartsLoader patientId="pet-1" species="Canino" />, { path: '/' });
  await waitFor(() => expect(idleTasks).toHaveLength(1)); // the drawing code is there
  expect(screen.getByText('Cargando gráficas...')).toBeInTheDocument();
  expect(sent).toEqual([]);

  act(() => idleTasks[0]());
  expect(await screen.findByRole('img', { name: 'Peso (kg): 10/01/2024: 11,2 kg' })).toBeInTheDocument();
  expect(sent.map((r) => r.path)).toContain('/patients/pet-1/weights');
});
