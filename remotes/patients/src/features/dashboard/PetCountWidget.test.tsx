import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { patientsApi } from '../../api/patientsApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import remote from '../../module';
import { PetCountSlot } from './PetCountSlot';

// Whether the widget's code has "arrived": until then it suspends, as a lazy chunk still downloading.
const mockWidgetCode: { arrived: boolean; arrival?: Promise<void>; arrive?: () => void } = { arrived: true };
function codeStillDownloading() {
  mockWidgetCode.arrived = false;
  mockWidgetCode.arrival = new Promise<void>((resolve) => {
    mockWidgetCode.arrive = () => {
      mockWidgetCode.arrived = true;
      resolve();
    };
  });
}
jest.mock('./PetCountWidget', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('./PetCountWidget')>('./PetCountWidget');
  return {
    __esModule: true,
    default: function PetCountWidget() {
      if (!mockWidgetCode.arrived) throw mockWidgetCode.arrival;
      return createElement(actual.default);
    },
  };
});
afterEach(() => {
  mockWidgetCode.arrived = true;
});

// As the shell mounts it: the remote's widget slot.
const renderWidget = () => renderWithStore(<PetCountSlot />, { apis: [patientsApi] });

test('"Total de mascotas" shows the count the server computed', async () => {
  fakeApi({ 'GET /patients/count': { status: 200, body: { total: 12345 } } });
  renderWidget();
  expect(screen.getByText('Total de mascotas')).toBeInTheDocument();
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('12.345');
  expect(screen.getByText('Ver mascotas').closest('a')).toHaveAttribute('href', '/patients');
});

test('the count is asked for while the widget’s code downloads, under a loading card', async () => {
  codeStillDownloading();
  const { sent } = fakeApi({ 'GET /patients/count': { status: 200, body: { total: 7 } } });
  renderWidget();
  expect(screen.getByText('Total de mascotas')).toBeInTheDocument();
  expect(screen.getByLabelText('Cargando total de mascotas...')).toBeInTheDocument();
  await waitFor(() => expect(sent.map((r) => r.path)).toEqual(['/patients/count']));
  expect(screen.queryByTestId('pet-count')).not.toBeInTheDocument();
});

test('code that arrives after the answer shows it, without asking again', async () => {
  codeStillDownloading();
  const { sent } = fakeApi({ 'GET /patients/count': { status: 200, body: { total: 7 } } });
  const { store } = renderWidget();
  await waitFor(() =>
    expect(
      Object.values(
        (store.getState() as { patientsApi: ReturnType<typeof patientsApi.reducer> }).patientsApi.queries,
      ).map((q) => q?.status),
    ).toEqual(['fulfilled']),
  );
  act(() => mockWidgetCode.arrive!());
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('7');
  expect(sent.map((r) => r.path)).toEqual(['/patients/count']);
});

test('a failed count says so briefly and retries', async () => {
  let calls = 0;
  fakeApi({
    'GET /patients/count': () => (++calls === 1 ? { status: 500 } : { status: 200, body: { total: 3 } }),
  });
  renderWidget();
  expect(await screen.findByText('No se pudo cargar el total.')).toBeInTheDocument();
  await setupUser().click(screen.getByText('Reintentar'));
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('3');
});

test('the remote exports it as its dashboard widget', () => {
  expect(remote.widgets?.map((widget) => widget.id)).toEqual(['patients-total']);
});
