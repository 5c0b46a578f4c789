import { act, screen, waitFor } from '@testing-library/react';
import { codeDownload } from '@vet/shared-ui/testing/codeDownload';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { patientsApi } from '../../api/patientsApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import remote from '../../module';
import { PetCountSlot } from './PetCountSlot';

// The widget's code: it can be kept "downloading", as a lazy chunk, until the test lets it arrive.
const mockWidgetCode = codeDownload();
jest.mock('./PetCountWidget', () => mockWidgetCode.waitingModule(jest.requireActual('./PetCountWidget')));
afterEach(() => {
  mockWidgetCode.reset();
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
  mockWidgetCode.start();
  const { sent } = fakeApi({ 'GET /patients/count': { status: 200, body: { total: 7 } } });
  renderWidget();
  expect(screen.getByText('Total de mascotas')).toBeInTheDocument();
  expect(screen.getByLabelText('Cargando total de mascotas...')).toBeInTheDocument();
  await waitFor(() => expect(sent.map((r) => r.path)).toEqual(['/patients/count']));
  expect(screen.queryByTestId('pet-count')).not.toBeInTheDocument();
});

test('code that arrives after the answer shows it, without asking again', async () => {
  mockWidgetCode.start();
  const { sent } = fakeApi({ 'GET /patients/count': { status: 200, body: { total: 7 } } });
  const { store } = renderWidget();
  await waitFor(() =>
    expect(
      Object.values(
        (store.getState() as { patientsApi: ReturnType<typeof patientsApi.reducer> }).patientsApi.queries,
      ).map((q) => q?.status),
    ).toEqual(['fulfilled']),
  );
  act(() => mockWidgetCode.arrive());
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
