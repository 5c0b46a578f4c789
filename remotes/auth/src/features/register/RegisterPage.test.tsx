import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { renderScreen } from '../../testing/fixtures';
import RegisterPage from './RegisterPage';

const renderRegister = () => renderScreen(<RegisterPage />, { path: '/auth/register' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

test("every required field says what is missing, in the form's words", async () => {
  const { sent } = fakeApi({});
  renderRegister();
  await submit();
  for (const message of [
    'El nombre es obligatorio',
    'El apellido es obligatorio',
    'El Email es obligatorio',
    'La cédula es obligatoria',
    'El CMV es obligatorio',
    'El estado es obligatorio',
    'El Password es obligatorio',
    'Debes confirmar la contraseña',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(sent).toHaveLength(0);
});

test('short and mismatched passwords and a bad e-mail are refused', async () => {
  fakeApi({});
  renderRegister();
  await userEvent.type(screen.getByLabelText('Email'), 'ana.clinica.com');
  await userEvent.type(screen.getByLabelText('Password'), '1234567');
  await userEvent.type(screen.getByLabelText('Confirmar password'), '7654321');
  await submit();
  expect(await screen.findByText('Email no válido')).toBeInTheDocument();
  expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();
  expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
});

test('a complete form creates the account and leads to the confirmation screen', async () => {
  const { sent } = fakeApi({ 'POST /auth/create-account': { status: 201, body: { msg: '' } } });
  renderRegister();
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Pérez');
  await userEvent.type(screen.getByLabelText('Número de WhatsApp'), '414 123-4567');
  await userEvent.type(screen.getByLabelText('Cédula de identidad'), 'V-12345678');
  await userEvent.type(screen.getByLabelText('CMV'), '1234');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
  await userEvent.click(await screen.findByTitle('Mérida'));
  await userEvent.type(screen.getByLabelText('Email'), 'ana@clinica.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secreta123');
  await userEvent.type(screen.getByLabelText('Confirmar password'), 'secreta123');
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/confirm-account'));
  // No message from the server: the screen's fallback.
  expect(await screen.findByText('Registro exitoso')).toBeInTheDocument();
  expect(sent[0].body).toEqual({
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@clinica.com',
    whatsapp: '+584141234567',
    ci: 'V-12345678',
    cmv: '1234',
    estado: 'Mérida',
    password: 'secreta123',
    confirmPassword: 'secreta123',
  });
});
