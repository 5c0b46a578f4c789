import { screen } from '@testing-library/react';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { patientsApi } from '../../api/patientsApi';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import remote from '../../module';
import PetCountWidget from './PetCountWidget';

const renderWidget = () => renderWithStore(<PetCountWidget />, { apis: [patientsApi] });

test('"Total de mascotas" shows the count the server computed', async () => {
  fakeApi({ 'GET /patients/count': { status: 200, body: { total: 12345 } } });
  renderWidget();
  expect(screen.getByText('Total de mascotas')).toBeInTheDocument();
  expect(await screen.findByTestId('pet-count')).toHaveTextContent('12.345');
  expect(screen.getByText('Ver mascotas').closest('a')).toHaveAttribute('href', '/patients');
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
