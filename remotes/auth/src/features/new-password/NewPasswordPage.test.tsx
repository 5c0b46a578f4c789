import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { COMMON_PASSWORD, commonPasswordRefusal, renderScreen } from '../../testing/fixtures';
import NewPasswordPage from './NewPasswordPage';

const renderPage = () => renderScreen(<NewPasswordPage />, { path: '/auth/new-password' });

test('the code must be 6 digits', async () => {
  const { sent } = fakeApi({});
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
  expect(await screen.findByText('El código es obligatorio')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '12a34');
  await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
  expect(await screen.findByText('Debe ser un código de 6 dígitos')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test('a valid code leads to the password step, which sets the password', async () => {
  const { sent } = fakeApi({
    'POST /auth/validate-token': { status: 200, body: { msg: 'Token válido' } },
    'POST /auth/update-password/123456': { status: 200, body: { msg: 'Contraseña actualizada' } },
  });
  renderPage();
  await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
  expect(await screen.findByText('Token válido')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'corta');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'distinta1');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  expect(await screen.findByText('La contraseña debe tener mínimo 8 caracteres')).toBeInTheDocument();
  expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('Contraseña nueva'));
  await userEvent.clear(screen.getByLabelText('Repite la contraseña'));
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'nueva-clave-1');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'nueva-clave-1');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
  expect(screen.getByText('Contraseña actualizada')).toBeInTheDocument();
  expect(sent.at(-1)?.body).toEqual({ password: 'nueva-clave-1', confirmPassword: 'nueva-clave-1' });
});

async function toPasswordStep() {
  await userEvent.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
  expect(await screen.findByText('Token válido')).toBeInTheDocument();
}

test('a password of spaces only is refused before anything is sent', async () => {
  const { sent } = fakeApi({ 'POST /auth/validate-token': { status: 200, body: { msg: 'Token válido' } } });
  renderPage();
  await toPasswordStep();
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), '         ');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), '         ');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  expect(
    await screen.findByText('La contraseña no puede ser solo espacios: escribe letras, números o símbolos'),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(1); // the code only
});

test('a password the server refuses as common is said under the field', async () => {
  fakeApi({
    'POST /auth/validate-token': { status: 200, body: { msg: 'Token válido' } },
    'POST /auth/update-password/123456': commonPasswordRefusal,
  });
  renderPage();
  await toPasswordStep();
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), '12345678');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), '12345678');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(screen.getAllByText(COMMON_PASSWORD).length).toBeGreaterThanOrEqual(1);
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/new-password');
});
