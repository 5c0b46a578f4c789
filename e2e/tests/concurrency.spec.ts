// Two edits of one record never silently overwrite each other, and a create sent twice makes one
// record (issue #22, finding 6): the edit form carries the owner's version, the create form a key.
import { expect, test } from '../support/test';
import { createOwner } from '../support/records';
import { createVet, signIn } from '../support/vet';

const STALE = 'Este registro cambió mientras lo editabas';

test('two tabs edit one owner: the stale one is told, reloads, and both changes are kept', async ({
  page,
  request,
}) => {
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, {
    name: 'Carmen Rondón',
    contact: '+584141112233',
    address: 'Calle 1, Mérida',
  });
  await signIn(page, vet);
  const second = await page.context().newPage();
  await signIn(second, vet);
  const editUrl = `/owners/${owner._id}/edit`;
  for (const tab of [page, second]) {
    await tab.goto(editUrl);
    await expect(tab.getByLabel('Número de teléfono')).toHaveValue('4141112233');
  }

  // The first tab saves a new phone.
  await page.getByLabel('Número de teléfono').fill('4149998877');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Propietario actualizado con éxito')).toBeVisible();

  // The second tab, loaded before that, saves a new address: refused, and what was typed stays.
  await second.getByLabel('Dirección (opcional)').fill('Av. Bolívar 12, Mérida');
  await second.getByRole('button', { name: 'Guardar cambios' }).click();
  const warning = second.getByRole('alert').filter({ hasText: STALE });
  await expect(warning).toBeVisible();
  await expect(second.getByText(STALE)).toHaveCount(1);
  await expect(second.getByLabel('Dirección (opcional)')).toHaveValue('Av. Bolívar 12, Mérida');
  await expect(second).toHaveURL(new RegExp(`${editUrl}$`));

  await warning.getByRole('button', { name: 'Recargar' }).click();
  await expect(second.getByLabel('Número de teléfono')).toHaveValue('4149998877');
  await expect(second.getByLabel('Dirección (opcional)')).toHaveValue('Calle 1, Mérida');
  await expect(warning).toBeHidden();
  await second.getByLabel('Dirección (opcional)').fill('Av. Bolívar 12, Mérida');
  await second.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(second.getByText('Propietario actualizado con éxito')).toBeVisible();

  const saved = await request.get(`/api/owners/${owner._id}`, {
    headers: { Authorization: `Bearer ${vet.token}` },
  });
  expect(await saved.json()).toMatchObject({
    contact: '+584149998877',
    address: 'Av. Bolívar 12, Mérida',
    version: 3,
  });
});

test('a create whose answer was lost, sent again, makes one owner', async ({ page, request }) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  // The first POST reaches the server, which creates the owner, but its answer never reaches the
  // page (a dropped connection): the vet sees a network error and presses the button again.
  let lost = false;
  await page.route('**/api/owners', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto('/owners/new');
  await page.getByLabel('Nombre').fill('Luis Márquez');
  await page.getByLabel('Número de teléfono').fill('3001234567');
  await page.getByRole('button', { name: 'Registrar propietario' }).click();
  await expect(page.getByText('Error de red o desconocido.')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar propietario' }).click();
  await expect(page.getByText('Propietario creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/owners\/[0-9a-f-]{36}$/);

  const list = await request.get('/api/owners?page=1&limit=10', {
    headers: { Authorization: `Bearer ${vet.token}` },
  });
  const { items, total } = (await list.json()) as { items: { _id: string }[]; total: number };
  expect(total).toBe(1);
  expect(page.url()).toContain(items[0]._id);
});
