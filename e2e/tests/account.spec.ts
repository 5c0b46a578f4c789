// The vet's own account from the user menu: profile edit and password change.
import { expect, test } from '../support/test';
import { chooseFromUserMenu } from '../support/userMenu';
import { createVet, signIn } from '../support/vet';

test('a vet edits the profile and changes the password, signing out other sessions', async ({
  page,
  request,
}) => {
  const vet = await createVet(request);
  // A second session, as if on another device.
  const other = await request.post('/api/auth/login', { data: { email: vet.email, password: vet.password } });
  const otherToken = (await other.json()).token as string;

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await chooseFromUserMenu(page, 'Perfil');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByLabel('Apellido')).toHaveValue(vet.lastName);
  await page.getByLabel('Apellido').fill('Pérez Rojas');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Perfil actualizado')).toBeVisible();
  await expect(page.getByText('M.V. Ana Pérez Rojas').first()).toBeVisible();

  await chooseFromUserMenu(page, 'Cambiar contraseña');
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña actual').fill(vet.password);
  await page.getByLabel('Contraseña nueva').fill('clave-nueva-2026');
  await page.getByLabel('Repite la contraseña').fill('clave-nueva-2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();

  // This session goes on; the other one is over; the new password works.
  expect(
    (await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${vet.token}` } })).status(),
  ).toBe(200);
  expect(
    (await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${otherToken}` } })).status(),
  ).toBe(401);
  const relogin = await request.post('/api/auth/login', {
    data: { email: vet.email, password: 'clave-nueva-2026' },
  });
  expect(relogin.status()).toBe(200);
});
