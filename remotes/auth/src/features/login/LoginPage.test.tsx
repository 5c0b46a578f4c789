import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import LoginPage from './LoginPage';

const renderLogin = () => renderScreen(<LoginPage />, { path: '/auth/login' });

beforeEach(() => localStorage.clear());

test('an empty form shows the required-field messages and calls nothing', async () => {
  const { sent } = fakeApi({});
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('El Email es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('El Password es obligatorio')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a malformed e-mail is refused with "E-mail no válido"', async () => {
  fakeApi({});
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica');
  await userEvent.type(screen.getByLabelText('Password'), 'secreta123');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('E-mail no válido')).toBeInTheDocument();
});

test('a good login stores the token and goes to the dashboard', async () => {
  const { sent } = fakeApi({ 'POST /auth/login': { status: 200, body: { token: 'tok-123' } } });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secreta123');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-123');
  expect(sent[0].body).toEqual({ email: 'ana@clinica.com', password: 'secreta123' });
});

test("a refused login shows the server's message and stays", async () => {
  fakeApi({ 'POST /auth/login': { status: 401, body: { msg: 'E-mail o contraseña incorrectos' } } });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.type(screen.getByLabelText('Password'), 'equivocada');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('E-mail o contraseña incorrectos')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});
