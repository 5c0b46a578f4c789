import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import ConfirmAccountPage from './ConfirmAccountPage';

const renderPage = () => renderScreen(<ConfirmAccountPage />, { path: '/auth/confirm-account' });

test('the code confirms the account and leads to the login', async () => {
  const { sent } = fakeApi({
    'POST /auth/confirm-account': { status: 200, body: { msg: 'Cuenta confirmada' } },
  });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Confirma tu cuenta' })).toBeInTheDocument();
  expect(screen.getByText('Escribe el código que enviamos a tu e-mail.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar cuenta' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
  expect(screen.getByText('Cuenta confirmada')).toBeInTheDocument();
  expect(sent[0].body).toEqual({ token: '123456' });
});

test("a refused code shows the server's message and stays", async () => {
  fakeApi({
    'POST /auth/confirm-account': { status: 400, body: { msg: 'Código no válido' } },
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar cuenta' }));
  expect(await screen.findByText('Código no válido')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm-account');
});
