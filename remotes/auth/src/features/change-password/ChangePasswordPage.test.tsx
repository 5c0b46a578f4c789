import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { COMMON_PASSWORD, commonPasswordRefusal, renderScreen } from '../../testing/fixtures';
import ChangePasswordPage from './ChangePasswordPage';

test('at least 8 characters, then a password the server refuses as common is said under the field', async () => {
  const { sent } = fakeApi({ 'POST /auth/change-password': commonPasswordRefusal });
  renderScreen(<ChangePasswordPage />, { path: '/account/password' });
  await userEvent.type(screen.getByLabelText('Contraseña actual'), 'la-de-antes-1');
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), '1234567');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), '1234567');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  expect(await screen.findByText('La contraseña debe tener mínimo 8 caracteres')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Contraseña nueva'), '8');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), '8');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Contraseña nueva')).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(screen.getAllByText(COMMON_PASSWORD).length).toBeGreaterThanOrEqual(1);
  expect(sent[0].body).toEqual({
    currentPassword: 'la-de-antes-1',
    password: '12345678',
    confirmPassword: '12345678',
  });
});
