// Accounts journeys: register → confirm with the mailed code → login → layout → Salir;
// forgot password → new password → login with it.
import { expect, test, type Page } from '../support/test';
import { latestCodeFor, mailCount } from '../support/outbox';
import { createVet, newVetData } from '../support/vet';
import { chooseFromUserMenu } from '../support/userMenu';

async function fillLogin(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('a new vet registers, confirms the account, logs in and logs out', async ({ page }) => {
  const vet = newVetData();
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /Regístrate/ }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill(vet.name);
  await page.getByLabel('Apellido').fill(vet.lastName);
  await page.getByLabel('Número de WhatsApp').fill('4141234567');
  await page.getByLabel('Cédula de identidad').fill(vet.ci);
  await page.getByLabel('CMV', { exact: true }).fill(vet.cmv);
  // The state list is searchable: type, then pick with the keyboard.
  await page.getByRole('combobox', { name: /^\W*Estado$/ }).fill('Mérida');
  await page.keyboard.press('Enter');
  await expect(page.getByText('El estado es obligatorio')).toBeHidden();
  // «Datos de la clínica»: the clinic the account founds.
  await page.getByLabel('Nombre de la clínica').fill(`Clínica ${vet.lastName}`);
  await page.getByLabel('Dirección').fill('Av. Las Américas, Mérida');
  await page.getByLabel('Teléfono de la clínica').fill('2742345678');
  await page.getByRole('combobox', { name: 'Estado de la clínica' }).fill('Mérida');
  await page.keyboard.press('Enter');
  await expect(page.getByText('El estado de la clínica es obligatorio')).toBeHidden();
  await page.getByLabel('Email').fill(vet.email);
  await page.getByLabel('Password', { exact: true }).fill(vet.password);
  await page.getByLabel('Confirmar password').fill(vet.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/auth\/confirm-account$/);
  await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();
  const code = await latestCodeFor(vet.email);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
  await expect(page.getByText('Cuenta confirmada')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.setViewportSize({ width: 1280, height: 800 });
  await fillLogin(page, vet.email, vet.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();
  // The layout names the clinic the account founded, and the vet's role in it.
  await expect(page.getByText(`Clínica ${vet.lastName}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Administrador: menú de usuario/ })).toBeVisible();

  await chooseFromUserMenu(page, 'Salir');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a wrong code is refused with a Spanish message', async ({ page }) => {
  await page.goto('/auth/confirm-account');
  await page.getByLabel('Código de 6 dígitos').fill('12345');
  await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
  await expect(page.getByText('Debe ser un código de 6 dígitos')).toBeVisible();
});

test('a vet who forgot the password sets a new one and logs in with it', async ({ page, request }) => {
  const vet = await createVet(request);
  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  // The screen loads lazily: wait for it, or the login's own Email field gets filled.
  await expect(page.getByRole('heading', { name: 'Restablecer contraseña' })).toBeVisible();
  await page.getByLabel('Email').fill(vet.email);
  const mailsBefore = mailCount(vet.email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByText('Instrucciones enviadas al email')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/new-password$/);
  await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();

  // The newest mail to this vet is the reset code.
  const code = await latestCodeFor(vet.email, mailsBefore + 1);
  await page.getByLabel('Código de 6 dígitos').fill(code);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByText('Token válido')).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill('otra-clave-2026');
  await page.getByLabel('Repite la contraseña').fill('otra-clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // The old session died with the reset; the new password works.
  const old = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${vet.token}` } });
  expect(old.status()).toBe(401);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fillLogin(page, vet.email, 'otra-clave-2026');
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();
});
