import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, type FakeAnswer } from '@vet/shared-ui/testing/fakeApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { renderScreen } from '../../testing/fixtures';
import remote from '../../module';
import { PetCountWidget } from './PetCountWidget';
import { earlyAddresses } from '@vet/shared-ui/testing/earlyAddresses';

// As the shell mounts it: the remote's dashboard widget.
const renderWidget = () => renderScreen(<PetCountWidget />, { path: '/' });

test('"Total de mascotas" shows the count the server computed', async () => {
  fakeApi({ 'GET /patients/count': { status: 200, body: { total: 12345 } } });
  renderWidget();
  expect(screen.getByText('Total de mascotas')).toBeInTheDocument();
  // A paw print drawn in SVG: an emoji is an empty box without an emoji font.
  expect(screen.getByText('Total de mascotas').querySelector('svg[data-icon="paw"]')).toBeInTheDocument();
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('12.345');
  expect(screen.getByText('Ver mascotas').closest('a')).toHaveAttribute('href', '/patients');
});

test('its first request is the address first-screens.config.js names for "/", filled in as the page’s first script does: that early answer is the one used', async () => {
  // The page asks for it before any script runs (@vet/facts' earlyRequests); the base query takes that
  // answer only for this very address.
  const config = jest.requireActual<Record<string, { data: string[] }>>('../../../first-screens.config.js');
  const early = earlyAddresses(config['/']!.data);
  const { sent } = fakeApi({ 'GET /patients/count': { status: 200, body: { total: 3 } } });
  renderWidget();
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('3');
  expect([`/api${sent[0]!.path}`]).toEqual(early);
});

test('the card shows a loading value until the answer arrives, asked for once', async () => {
  let answer: (value: FakeAnswer) => void = () => {};
  const { sent } = fakeApi({ 'GET /patients/count': () => new Promise((resolve) => (answer = resolve)) });
  renderWidget();
  expect(screen.getByText('Total de mascotas')).toBeInTheDocument();
  expect(screen.getByLabelText('Cargando total de mascotas...')).toBeInTheDocument();
  expect(screen.queryByTestId('pet-count')).not.toBeInTheDocument();
  await waitFor(() => expect(sent).toHaveLength(1));
  await act(async () => answer({ status: 200, body: { total: 7 } }));
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('7');
  expect(screen.queryByLabelText('Cargando total de mascotas...')).not.toBeInTheDocument();
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

test('the remote exports it as its dashboard widget, ready to render without a lazy download', () => {
  expect(remote.widgets?.map((widget) => [widget.id, widget.Component])).toEqual([
    ['patients-total', PetCountWidget],
  ]);
});
