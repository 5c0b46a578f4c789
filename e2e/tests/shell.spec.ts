// Foundation journeys: the shell, its layout and session, and a remote that is down.
import { expect, test } from '../support/test';
import { createVet, signIn } from '../support/vet';
import { chooseFromUserMenu, openUserMenu } from '../support/userMenu';
import { TOKEN_STORAGE_KEY } from '@vet/facts';

test('a visit to / without a session lands on the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('Sistema Veterinario Integral')).toBeVisible();
});

test('with a session the layout shows the vet, the sidebar and the dashboard', async ({ page, request }) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();
  const sidebar = page.getByRole('navigation').first();
  for (const label of ['Inicio', 'Dueño', 'Mascota', 'Peluquería', 'Consulta', 'Reportes']) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByText('Panel de Resumen')).toBeVisible();

  // «Reportes» is the reports remote's now (issue 28): the founder, the administrator, lands on the income.
  await sidebar.getByRole('link', { name: 'Reportes' }).click();
  await expect(page).toHaveURL(/\/reports\/income/);
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();

  await page.goto('/no-existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});

test('Salir ends the session on the server and returns to login', async ({ page, request }) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await chooseFromUserMenu(page, 'Salir');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  const after = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${vet.token}` } });
  expect(after.status()).toBe(401);
});

test('the user menu stays beside its button while the page scrolls', async ({ page, request }) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByText('Panel de Resumen')).toBeVisible();
  // A page long enough to scroll, whatever the dashboard shows.
  await page.locator('main').evaluate((main) => {
    const spacer = document.createElement('div');
    spacer.style.height = '2000px';
    main.append(spacer);
  });
  const menu = await openUserMenu(page);
  const profile = menu.getByRole('menuitem', { name: 'Perfil' });
  await expect(profile).toBeVisible();
  const moved = await profile.evaluate((item) => {
    const before = item.getBoundingClientRect().top;
    window.scrollTo(0, 400);
    return item.getBoundingClientRect().top - before;
  });
  expect(moved).toBe(0);
  await profile.click();
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('on a phone the top bar and the bottom bar replace the sidebar', async ({ page, request }) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bottomBar = page.getByRole('navigation', { name: 'Navegación móvil' });
  for (const label of ['Inicio', 'Notificaciones', 'Salir']) {
    await expect(bottomBar.getByText(label)).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  // Small screens get navigation tiles instead of the counters.
  await expect(
    page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: /Dueño/ }),
  ).toBeVisible();
  await expect(page.getByText('Panel de Resumen')).toBeHidden();
});

test('a remote whose manifest is unreachable shows the fallback while the rest works', async ({
  page,
  request,
}) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  await page.route('**/remotes/owners/mf-manifest.json', (route) => route.abort());
  await page.goto('/owners');
  await expect(page.getByText('No se pudo cargar el módulo de Propietarios')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // Another remote, and the shell itself, keep working.
  await page.goto('/patients');
  await expect(page.getByRole('heading', { name: 'Mascotas' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();

  // Once the remote is back, Reintentar brings it in without reloading the page.
  await page.goto('/owners');
  await expect(page.getByText('No se pudo cargar el módulo de Propietarios')).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute('**/remotes/owners/mf-manifest.json');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
});
