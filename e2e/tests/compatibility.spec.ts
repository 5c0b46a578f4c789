// What the shell does at run time with a remote it cannot run, a manifest that never answers and a
// rollback while a tab is open (issue #23). The remotes come from the second origin, as in
// releases.spec.ts; the incompatible ones are copies of a release with one thing changed
// (support/patched-releases.ts).
import { expect, test, type Page } from '../support/test';
import type { RemoteName } from '../support/environment';
import { cdnEnvironment, hanging, suiteReleases, type SuiteReleases } from '../support/second-origin';
import {
  copyRelease,
  currentContractVersion,
  nextSharedUiRange,
  rebuildInPlace,
  requireSharedUiInBundle,
  rewriteRequires,
  SHARED_UI_VERSION,
} from '../support/patched-releases';
import { createCatWithOwner } from '../support/records';
import { createVet, signIn } from '../support/vet';

let releases: SuiteReleases;
test.beforeAll(() => {
  releases = suiteReleases();
});

const onSecondOrigin = (changes: Partial<Record<RemoteName, string>> = {}) =>
  cdnEnvironment(releases, changes);

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name });
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'Módulo no compatible' });

/** The shell's console errors and its reports to the server, from now on. */
function watchReports(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const report = page.waitForResponse(
    (response) => response.url().endsWith('/api/client-events') && response.request().method() === 'POST',
  );
  return { consoleErrors, report };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a remote built for another contract version: «Módulo no compatible» with the reason, no retry, reported', async ({
  page,
  request,
  remotesFile,
}) => {
  const contract = currentContractVersion();
  const release = await copyRelease(releases.remotes.grooming, 'contrato');
  await rewriteRequires(release, (requires) => ({ ...requires, contractVersion: contract + 1 }));
  remotesFile.write(onSecondOrigin({ grooming: release.manifestUrl }));
  const vet = await createVet(request);
  await signIn(page, vet);
  const { consoleErrors, report } = watchReports(page);

  await page.goto('/grooming-services');
  const reason = `usa la versión ${contract + 1} del contrato; este sistema usa la ${contract}`;
  await expect(refusal(page)).toContainText(
    `El módulo de Peluquería ${reason}. Hace falta publicar una versión compatible: avisa al administrador. El resto de la aplicación sigue disponible.`,
  );
  await expect(refusal(page)).not.toContainText('conexión');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  const sent = await report;
  expect(sent.status()).toBe(204);
  expect(sent.request().postDataJSON()).toEqual({ type: 'remote-incompatible', remote: 'grooming', reason });
  expect(consoleErrors.join('\n')).toContain(`Módulo no compatible: grooming ${reason}`);

  // The rest of the product does work.
  await sidebarLink(page, 'Dueño').click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
});

test('a remote that needs a newer shared-ui, by its requires.json: the package and both versions', async ({
  page,
  request,
  remotesFile,
}) => {
  const range = nextSharedUiRange();
  const release = await copyRelease(releases.remotes.grooming, 'shared-ui-nuevo');
  await rewriteRequires(release, (requires) => ({
    ...requires,
    shared: { ...requires.shared, '@vet/shared-ui': range },
  }));
  remotesFile.write(onSecondOrigin({ grooming: release.manifestUrl }));
  const vet = await createVet(request);
  await signIn(page, vet);

  await page.goto('/grooming-services');
  await expect(refusal(page)).toContainText(
    `El módulo de Peluquería requiere @vet/shared-ui ${range}; este sistema tiene ${SHARED_UI_VERSION}.`,
  );
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test('a remote without requires.json whose bundle needs a newer shared-ui: the runtime’s refusal, in Spanish', async ({
  page,
  request,
  remotesFile,
}) => {
  const range = nextSharedUiRange();
  const release = await copyRelease(releases.remotes.grooming, 'paquete-nuevo');
  await requireSharedUiInBundle(release, range);
  remotesFile.write(onSecondOrigin({ grooming: release.manifestUrl }));
  const vet = await createVet(request);
  await signIn(page, vet);
  const { report } = watchReports(page);

  await page.goto('/grooming-services');
  await expect(refusal(page)).toContainText(
    `El módulo de Peluquería requiere @vet/shared-ui ${range}; este sistema tiene ${SHARED_UI_VERSION}.`,
  );
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  expect((await report).request().postDataJSON()).toMatchObject({ type: 'remote-incompatible' });
});

test('a shell too old for its login screen says so, and does not claim the rest of the product works', async ({
  page,
  remotesFile,
}) => {
  const range = nextSharedUiRange();
  const release = await copyRelease(releases.remotes.auth, 'shared-ui-nuevo');
  await rewriteRequires(release, (requires) => ({
    ...requires,
    shared: { ...requires.shared, '@vet/shared-ui': range },
  }));
  remotesFile.write(onSecondOrigin({ auth: release.manifestUrl }));

  await page.goto('/auth/login');
  await expect(refusal(page)).toContainText(
    `El módulo de Autenticación requiere @vet/shared-ui ${range}; este sistema tiene ${SHARED_UI_VERSION}.`,
  );
  await expect(refusal(page)).not.toContainText('sigue disponible');
  await expect(refusal(page)).not.toContainText('conexión');
});

test('a manifest that never answers: the fallback with «Reintentar» within the load timeout', async ({
  page,
  request,
  remotesFile,
}) => {
  remotesFile.write(onSecondOrigin({ owners: hanging(releases.remotes.owners) }));
  const vet = await createVet(request);
  await signIn(page, vet);

  const started = Date.now();
  await page.goto('/owners');
  await expect(page.getByText('Cargando propietarios...')).toBeVisible();
  const fallback = page.getByRole('alert').filter({ hasText: 'No se pudo cargar el módulo de Propietarios' });
  // The shell's timeout is 15 s (shell/src/federation/loadTimeout.ts), without retries after it.
  await expect(fallback).toBeVisible({ timeout: 25_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
  await expect(fallback).not.toContainText('conexión');
  await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  // Meanwhile and after, the rest works.
  await sidebarLink(page, 'Mascota').click();
  await expect(page.getByRole('heading', { name: 'Mascotas' })).toBeVisible();
});

test('a tab opened before a rollback gets the rolled-back build on its next visit to the remote, without a reload', async ({
  page,
  request,
  remotesFile,
}) => {
  const good = await copyRelease(releases.remotes.grooming, 'buena');
  const bad = await copyRelease(releases.remotes.grooming, 'mala');
  const folder = (release: { manifestUrl: string }) => release.manifestUrl.replace('mf-manifest.json', '');
  remotesFile.write(onSecondOrigin({ grooming: bad.manifestUrl }));
  const vet = await createVet(request);
  await signIn(page, vet);
  const requests: string[] = [];
  page.on('request', (sent) => requests.push(sent.url()));

  await page.goto('/grooming-services');
  await expect(page.getByRole('heading', { name: 'Servicios de Peluquería' })).toBeVisible();
  expect(requests.filter((url) => url.startsWith(folder(bad)))).toContain(bad.manifestUrl);
  // Set in this document: a full reload would lose it.
  await page.evaluate(() => Object.assign(window, { sinRecargar: true }));

  await sidebarLink(page, 'Dueño').click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
  // The rollback: remotes.json names the good build again, while the tab stays open.
  remotesFile.point('grooming', good.manifestUrl);
  requests.length = 0;

  await sidebarLink(page, 'Peluquería').click();
  await expect(page.getByRole('heading', { name: 'Servicios de Peluquería' })).toBeVisible();
  await expect
    .poll(() => requests.filter((url) => url.startsWith(folder(good))))
    .toEqual(expect.arrayContaining([good.manifestUrl, `${folder(good)}remoteEntry.js`]));
  await expect(page.getByRole('heading', { name: 'Servicios de Peluquería' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
});

test('a rebuild under an open tab: the remote’s next screen comes from the new files, without a fallback or a reload', async ({
  page,
  request,
  remotesFile,
}) => {
  const release = await copyRelease(releases.remotes.grooming, 'reconstruida');
  remotesFile.write(onSecondOrigin({ grooming: release.manifestUrl }));
  const vet = await createVet(request);
  const pet = await createCatWithOwner(request, vet);
  await signIn(page, vet);
  await page.goto(`/patients/${pet._id}/grooming-services`);
  await expect(page.getByRole('heading', { name: 'Peluquería de Michi' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sinRecargar: true }));
  const gone: string[] = [];
  const folder = release.manifestUrl.replace('mf-manifest.json', '');
  page.on('response', (response) => {
    if (response.status() === 404 && response.url().startsWith(folder)) gone.push(response.url());
  });
  page.on('requestfailed', (failed) => {
    if (failed.url().startsWith(folder)) gone.push(failed.url());
  });

  // The files change under the open tab: the form's chunk the tab would ask for is gone.
  await rebuildInPlace(release);
  await page.getByRole('link', { name: 'Nuevo Servicio' }).click();

  await expect(page.getByRole('heading', { name: 'Nuevo servicio de peluquería' })).toBeVisible();
  expect(gone.length, 'the tab asked for a file of the old build').toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
});
