// The login screen painted before any script (issue 29): the server puts the auth release's prerendered
// copy in the page, and the shell takes over from it without losing what the person typed or sent.
import { expect, test } from '../support/test';
import { createVet } from '../support/vet';
import type { Page } from '@playwright/test';

/**
 * Opens /auth/login with the auth remote's entry held back, so that only the prerendered copy shows;
 * the returned function lets the entry through. Not until "load": the page's preload of that entry
 * holds it back too.
 */
async function openLoginWithAuthHeld(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/auth\/remoteEntry\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  return release;
}

test('without JavaScript, /auth/login already shows the login screen', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  // Nothing of the signed-in screens is prerendered.
  await page.goto('/owners');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await context.close();
});

test('typed and sent before the app has arrived, the sign-in still goes through', async ({
  page,
  request,
}) => {
  const vet = await createVet(request);
  const release = await openLoginWithAuthHeld(page);
  await expect(page.locator('#prerendered')).toBeVisible();
  await page.getByLabel('Email').fill(vet.email);
  await page.getByLabel('Password').fill(vet.password);
  await page.getByLabel('Password').press('Enter');
  // Held: no request with the password in the address, still the login screen.
  await expect(page).toHaveURL(/\/auth\/login$/);

  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Panel de Resumen')).toBeVisible();
});

test('what was typed in the copy is in the real form, with the focus', async ({ page }) => {
  const release = await openLoginWithAuthHeld(page);
  await page.getByLabel('Email').fill('ana@clinica.test');
  release();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue('ana@clinica.test');
  await expect(email).toBeFocused();
  // The real form: its check runs on the typed value.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El Password es obligatorio')).toBeVisible();
});
