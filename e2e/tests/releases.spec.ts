// Releases (issue #8): the remotes served from a second origin, as a CDN would serve them. The normal
// journey; one remote down (404), throwing while rendering, or slow while the rest keeps working;
// a tester's override from an allowed origin and from another one; a rollback by editing remotes.json.
// global-setup.ts prepares the second origin; `remotesFile` rewrites what /remotes.json says.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { foreignOrigin, productOrigin, secondOrigin, type RemoteName } from '../support/environment';
import {
  cdnEnvironment,
  neverReleased,
  held,
  letThrough,
  suiteReleases,
  type SuiteReleases,
} from '../support/second-origin';
import { createCatWithOwner } from '../support/records';
import { createVet, signIn } from '../support/vet';

const product = productOrigin();
const second = secondOrigin();
const foreign = foreignOrigin();
/** The folder of a release, from its manifest URL: every file of that release starts with it. */
const folderOf = (manifestUrl: string) => manifestUrl.replace(/mf-manifest\.json$/, '');

// Read when the tests run, after global-setup.ts (a listing of the tests runs no setup).
let releases: SuiteReleases;
test.beforeAll(() => {
  releases = suiteReleases();
});

const onSecondOrigin = (changes: Partial<Record<RemoteName, string>> = {}) =>
  cdnEnvironment(releases, changes);

/** The URLs the page requests from now on; `clear()` starts a new visit's list. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    to: (prefix: string) => urls.filter((url) => url.startsWith(prefix)),
    clear: () => {
      urls.length = 0;
    },
  };
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name });
const fallbackOf = (page: Page, label: string) =>
  page.getByRole('alert').filter({ hasText: `No se pudo cargar el módulo de ${label}` });
const overrideBanner = (page: Page) => page.getByRole('status', { name: 'Versión de prueba activa' });
const labExamsOf = (page: Page, petName: string) =>
  page.getByRole('heading', { name: `Exámenes de laboratorio de ${petName}` });

/** A signed-in vet with one pet, and the URLs the page requests from then on. */
async function signedInWithPet(page: Page, request: APIRequestContext) {
  const vet = await createVet(request);
  const pet = await createCatWithOwner(request, vet);
  await signIn(page, vet);
  return { pet, requests: watchRequests(page) };
}

/** The pet's lab screen, with a tester's override asking for lab from `manifestUrl`. */
const openLabWithOverride = (page: Page, petId: string, manifestUrl: string) =>
  page.goto(`/patients/${petId}/lab-exams?remote-lab=${encodeURIComponent(manifestUrl)}`);

/** The lab screen shows, then no override banner, and lab came from the product's own /remotes/lab/. */
async function expectProductLab(page: Page, requests: ReturnType<typeof watchRequests>, petName: string) {
  await expect(labExamsOf(page, petName)).toBeVisible();
  await expect(overrideBanner(page)).toBeHidden();
  expect(requests.to(`${product}/remotes/lab/`)).toContain(`${product}/remotes/lab/mf-manifest.json`);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('every remote loads from the second origin: sign in, owners, patients, a pet’s lab exams, grooming, the clinic, the reports', async ({
  page,
  request,
  remotesFile,
}) => {
  remotesFile.write(onSecondOrigin());
  const vet = await createVet(request);
  await createCatWithOwner(request, vet);
  const requests = watchRequests(page);

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Email').fill(vet.email);
  await page.getByLabel('Password').fill(vet.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();

  await sidebarLink(page, 'Dueño').click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
  await sidebarLink(page, 'Mascota').click();
  await expect(page.getByRole('heading', { name: 'Mascotas' })).toBeVisible();
  await page.getByRole('link', { name: /Michi/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Michi' })).toBeVisible();
  await page
    .getByRole('link', { name: 'Exámenes de laboratorio' })
    .or(page.getByRole('button', { name: 'Exámenes de laboratorio' }))
    .first()
    .click();
  await expect(labExamsOf(page, 'Michi')).toBeVisible();
  await sidebarLink(page, 'Peluquería').click();
  await expect(page.getByRole('heading', { name: 'Servicios de Peluquería' })).toBeVisible();
  await sidebarLink(page, 'Clínica').click();
  await expect(page.getByRole('heading', { name: 'Clínica', level: 1 })).toBeVisible();
  await sidebarLink(page, 'Reportes').click();
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();

  // Each remote's files came from its release folder on the second origin, none from the product's.
  for (const manifest of Object.values(releases.remotes)) {
    expect(requests.to(folderOf(manifest)), manifest).toContain(manifest);
    expect(requests.to(folderOf(manifest)).length).toBeGreaterThan(1);
  }
  expect(requests.to(`${product}/remotes/`)).toEqual([]);
});

test('a remote whose manifest answers 404 shows its fallback while the other remotes and the session work', async ({
  page,
  request,
  remotesFile,
}) => {
  const missing = neverReleased('owners');
  remotesFile.write(onSecondOrigin({ owners: missing }));
  const vet = await createVet(request);
  await signIn(page, vet);

  const answer = page.waitForResponse(missing);
  await page.goto('/owners');
  expect((await answer).status()).toBe(404);
  await expect(fallbackOf(page, 'Propietarios')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  await sidebarLink(page, 'Mascota').click();
  await expect(page.getByRole('heading', { name: 'Mascotas' })).toBeVisible();
  await sidebarLink(page, 'Peluquería').click();
  await expect(page.getByRole('heading', { name: 'Servicios de Peluquería' })).toBeVisible();
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();

  // Putting its manifest back (a rollback) fixes it on the next visit.
  remotesFile.point('owners', releases.remotes.owners);
  await page.goto('/owners');
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
});

test('a remote that throws while rendering shows the fallback in its route only', async ({
  page,
  request,
  remotesFile,
}) => {
  remotesFile.write(onSecondOrigin({ grooming: releases.throwingGrooming }));
  const vet = await createVet(request);
  await signIn(page, vet);

  await page.goto('/grooming-services');
  await expect(fallbackOf(page, 'Peluquería')).toBeVisible();
  // It did load (so not a network failure): the error came from rendering.
  await expect(
    page.getByText(
      'Ocurrió un error inesperado al mostrar esta sección. El resto de la aplicación sigue disponible.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByText(`M.V. ${vet.name} ${vet.lastName}`).first()).toBeVisible();

  await sidebarLink(page, 'Dueño').click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
  await expect(fallbackOf(page, 'Peluquería')).toBeHidden();
  await sidebarLink(page, 'Mascota').click();
  await expect(page.getByRole('heading', { name: 'Mascotas' })).toBeVisible();
});

test('a slow remote shows its loading state while the vet uses other remotes, then appears once it answers', async ({
  page,
  request,
  remotesFile,
}) => {
  const heldOwners = held(releases.remotes.owners, `owners-${Date.now().toString(36)}`);
  remotesFile.write(onSecondOrigin({ owners: heldOwners }));
  const vet = await createVet(request);
  await signIn(page, vet);
  let ownersArrived = false;
  page.on('requestfinished', (finished) => {
    if (finished.url() === heldOwners) ownersArrived = true;
  });

  await page.goto('/owners');
  await expect(page.getByText('Cargando propietarios...')).toBeVisible();

  // Meanwhile, the other remotes answer as usual.
  await sidebarLink(page, 'Mascota').click();
  await expect(page.getByRole('heading', { name: 'Mascotas' })).toBeVisible();
  await sidebarLink(page, 'Peluquería').click();
  await expect(page.getByRole('heading', { name: 'Servicios de Peluquería' })).toBeVisible();
  expect(ownersArrived, 'the owners manifest was still on its way').toBe(false);

  // The CDN answers at last: the owners screen comes, without a reload.
  await letThrough(request, heldOwners);
  await sidebarLink(page, 'Dueño').click();
  await expect(page.getByRole('heading', { name: 'Propietarios' })).toBeVisible();
  expect(ownersArrived).toBe(true);
});

test('an override from an allowed origin loads that build, with a banner, until Restablecer', async ({
  page,
  request,
}) => {
  const { pet, requests } = await signedInWithPet(page, request);

  await openLabWithOverride(page, pet._id, releases.lab.a);
  await expect(overrideBanner(page)).toContainText(
    `Versión de prueba: el módulo de Laboratorio se carga desde ${releases.lab.a}`,
  );
  // The parameter leaves the address bar; the tab remembers it.
  await expect(page).toHaveURL(`${product}/patients/${pet._id}/lab-exams`);
  await expect(labExamsOf(page, pet.name)).toBeVisible();
  expect(requests.to(folderOf(releases.lab.a))).toContain(releases.lab.a);
  expect(requests.to(folderOf(releases.lab.a))).toContain(`${folderOf(releases.lab.a)}remoteEntry.js`);
  expect(requests.to(`${product}/remotes/lab/`)).toEqual([]);

  await page.reload();
  await expect(overrideBanner(page)).toBeVisible();
  await expect(labExamsOf(page, pet.name)).toBeVisible();

  requests.clear();
  await overrideBanner(page).getByRole('button', { name: 'Restablecer' }).click();
  await expectProductLab(page, requests, pet.name);
  expect(requests.to(second)).toEqual([]);
});

test('an override from an origin not allowed is refused: a notice, and the normal remote loads', async ({
  page,
  request,
}) => {
  const { pet, requests } = await signedInWithPet(page, request);
  const elsewhere = `${foreign}${new URL(releases.lab.a).pathname}`;

  await openLabWithOverride(page, pet._id, elsewhere);
  await expect(
    page.getByTestId('toast').filter({ hasText: 'No se aplicó la versión de prueba' }),
  ).toContainText(
    `No se aplicó la versión de prueba del módulo de Laboratorio: el origen ${foreign} no está autorizado en este entorno.`,
  );
  await expectProductLab(page, requests, pet.name);
  expect(requests.to(foreign)).toEqual([]);
});

test('editing remotes.json releases and rolls back lab: the next visit loads what it names', async ({
  page,
  request,
  remotesFile,
}) => {
  const { pet, requests } = await signedInWithPet(page, request);

  /** One visit to the lab screen: what it requested from releases A and B. */
  async function visitLab() {
    requests.clear();
    await page.goto(`/patients/${pet._id}/lab-exams`);
    await expect(labExamsOf(page, pet.name)).toBeVisible();
    return { a: requests.to(folderOf(releases.lab.a)), b: requests.to(folderOf(releases.lab.b)) };
  }

  remotesFile.write(onSecondOrigin({ lab: releases.lab.a }));
  let seen = await visitLab();
  expect(seen.a).toContain(releases.lab.a);
  expect(seen.b).toEqual([]);

  // Release B: one manifest moved; no restart, no rebuild of the shell.
  remotesFile.point('lab', releases.lab.b);
  seen = await visitLab();
  expect(seen.b).toContain(releases.lab.b);
  expect(seen.b.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(seen.a).toEqual([]);

  // Roll back to A: the same manifest, put back.
  remotesFile.point('lab', releases.lab.a);
  seen = await visitLab();
  expect(seen.a).toContain(releases.lab.a);
  expect(seen.b).toEqual([]);
});
