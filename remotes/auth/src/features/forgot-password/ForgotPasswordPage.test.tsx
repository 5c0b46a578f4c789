import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import ForgotPasswordPage from './ForgotPasswordPage';

const renderPage = () => renderScreen(<ForgotPasswordPage />, { path: '/auth/forgot-password' });

test('a malformed e-mail is refused before anything is sent', async () => {
  const { sent } = fakeApi({});
  renderPage();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
  expect(await screen.findByText('E-mail no válido')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('the instructions are sent and the new-password screen follows', async () => {
  const { sent } = fakeApi({
    'POST /auth/forgot-password': { status: 200, body: { msg: 'Instrucciones enviadas al email' } },
  });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/new-password'));
  expect(screen.getByText('Instrucciones enviadas al email')).toBeInTheDocument();
  expect(sent[0].body).toEqual({ email: 'ana@clinica.com' });
});
