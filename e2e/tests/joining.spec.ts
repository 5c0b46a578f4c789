// A remote joins the product by configuration (issue #23, point 6): a sixth remote, `vaccines`, that no
// line of the shell and no environment file names, is released on the second origin
// (e2e/fixtures/remote-vaccines, built by global-setup.ts). A deployer adds its entry to the running
// server's remotes.json; no rebuild of the shell, no restart. The vet then finds its link, its screen,
// and, when its release is missing, its fallback, named as the entry names it.
import { expect, test, type Page } from '../support/test';
import type { RemoteEntry, RemotesFile } from '../support/environment';
import { neverReleased, suiteReleases, type SuiteReleases } from '../support/second-origin';
import { createOwner } from '../support/records';
import { createVet, signIn } from '../support/vet';

let releases: SuiteReleases;
test.beforeAll(() => {
  releases = suiteReleases();
});

/** The entry a deployer writes for the new remote: where its release is, and where the shell puts it
 *  (Peluquería is 40 and Consulta 50 in the sidebar). */
const vaccinesEntry = (): RemoteEntry => ({
  manifest: releases.vaccines,
  label: 'Vacunas',
  mounts: [{ path: 'vaccines', area: 'main' }],
  nav: [{ label: 'Vacunas', to: '/vaccines', icon: 'syringe', order: 45, in: ['sidebar', 'tiles'] }],
});

/** The product's environment as a clinic runs it: its remotes on its own origin, no override allowlist,
 *  so nothing lets the page load from the second origin until an entry names it. */
function withoutOverrides(remotesFile: RemotesFile): void {
  remotesFile.write({ ...remotesFile.read(), overrideOrigins: [] });
}

/** What the deployer does: one more entry in the file, the others as they are. */
function addVaccines(remotesFile: RemotesFile): void {
  const environment = remotesFile.read();
  environment.remotes.vaccines = vaccinesEntry();
  remotesFile.write(environment);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const sidebarLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name });
const tiles = (page: Page) => page.getByRole('navigation', { name: 'Accesos rápidos' });
const vaccinesScreen = (page: Page) => page.getByRole('heading', { name: 'Vacunas (módulo de prueba)' });

test('a remote added to remotes.json of the running server gets its link, its screen and its fallback', async ({
  page,
  request,
  remotesFile,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  withoutOverrides(remotesFile);
  const vet = await createVet(request);
  await createOwner(request, vet, { name: 'Rosa Villegas', contact: '+584121234567' });
  await signIn(page, vet);

  await page.goto('/');
  await expect(page.getByText('Panel de Resumen')).toBeVisible();
  await expect(sidebarLink(page, 'Dueño')).toBeVisible();
  await expect(sidebarLink(page, 'Vacunas')).toHaveCount(0);

  addVaccines(remotesFile);
  await page.reload();

  // Its link, where its order puts it among the others.
  await expect(sidebarLink(page, 'Vacunas')).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toContainText(['Peluquería', 'Vacunas', 'Consulta']);
  await sidebarLink(page, 'Vacunas').click();
  await expect(page).toHaveURL(/\/vaccines$/);
  await expect(vaccinesScreen(page)).toBeVisible();
  await expect(
    page.getByText('Este módulo se sumó a la aplicación con una entrada en el archivo de entorno.'),
  ).toBeVisible();
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();

  // Its manifest pointed at a version nobody released: the next visit gets the fallback, named as the
  // entry names the module, and the rest of the product works.
  const missing = neverReleased('vaccines');
  remotesFile.point('vaccines', missing);
  const answer = page.waitForResponse(missing);
  await page.goto('/vaccines');
  expect((await answer).status()).toBe(404);
  const fallback = page.getByRole('alert').filter({ hasText: 'No se pudo cargar el módulo de Vacunas' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  await expect(fallback).toContainText(
    'El módulo no respondió o no está disponible en este momento. Inténtalo de nuevo en unos instantes. El resto de la aplicación sigue disponible.',
  );
  await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(vaccinesScreen(page)).toHaveCount(0);

  await sidebarLink(page, 'Dueño').click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
  await expect(page.getByText('Rosa Villegas')).toBeVisible();
  await expect(fallback).toBeHidden();
  await expect(sidebarLink(page, 'Vacunas')).toBeVisible();
});

test('on a phone the added remote gets its tile on the dashboard, which opens its screen', async ({
  page,
  request,
  remotesFile,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  withoutOverrides(remotesFile);
  const vet = await createVet(request);
  await signIn(page, vet);

  await page.goto('/');
  await expect(tiles(page).getByRole('link', { name: /Dueño/ })).toBeVisible();
  await expect(tiles(page).getByRole('link', { name: /Vacunas/ })).toHaveCount(0);

  addVaccines(remotesFile);
  await page.reload();
  await tiles(page)
    .getByRole('link', { name: /Vacunas/ })
    .click();
  await expect(page).toHaveURL(/\/vaccines$/);
  await expect(vaccinesScreen(page)).toBeVisible();
});
