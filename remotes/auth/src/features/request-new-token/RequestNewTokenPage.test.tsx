import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import RequestNewTokenPage from './RequestNewTokenPage';

const renderPage = () => renderScreen(<RequestNewTokenPage />, { path: '/auth/request-new-token' });

test('each message of a validation list is shown', async () => {
  fakeApi({
    'POST /auth/request-new-token': {
      status: 400,
      body: {
        msg: 'Datos inválidos',
        errors: [
          { field: 'email', msg: 'E-mail no válido' },
          { field: 'email', msg: 'Otro problema' },
        ],
      },
    },
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByText('E-mail no válido')).toBeInTheDocument();
  expect(screen.getByText('Otro problema')).toBeInTheDocument();
});

test('with no answer at all, the network message is shown', async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  renderPage();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByText('Error de red o desconocido.')).toBeInTheDocument();
});

test('success says so and leads to the confirmation screen', async () => {
  fakeApi({
    'POST /auth/request-new-token': { status: 200, body: { msg: 'Nuevo código enviado al email' } },
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  expect(await screen.findByText('Nuevo código enviado al email')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm-account'));
});
