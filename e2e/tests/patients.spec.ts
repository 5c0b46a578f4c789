// Pets journey: an owner, a pet with a real photo, the detail, a new photo, an edit that sends only
// the weight, and deletion.
import { expect, test } from '../support/test';
import { settledDialog } from '../support/motion';
import { solidImage } from '../support/images';
import { createOwner, createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';

test('a vet keeps a pet with its photo from creation to deletion', async ({ page, request }) => {
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'María Fernández', contact: '+584241234567' });
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/owners/${owner._id}`);
  await page.getByRole('link', { name: 'Nueva Mascota' }).click();
  await expect(page.getByRole('heading', { name: 'Nueva mascota' })).toBeVisible();

  await page.getByRole('button', { name: 'Registrar mascota' }).click();
  await expect(page.getByText('El nombre del paciente es obligatorio')).toBeVisible();

  await page.getByLabel('Nombre').fill('Canela');
  await page.getByLabel('Fecha de nacimiento').fill('15/03/2021');
  await page.getByRole('combobox', { name: 'Especie' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Canino' }).click();
  await page.getByRole('radio', { name: 'Hembra' }).check();
  await page.getByLabel('Raza (opcional)').fill('Mestiza');
  await page.getByLabel('Peso (kg, opcional)').fill('12,5');
  await page.locator('input[type=file]').setInputFiles({
    name: 'canela.jpg',
    mimeType: 'image/jpeg',
    buffer: await solidImage('jpeg', { r: 200, g: 120, b: 40 }),
  });
  await page.getByRole('button', { name: 'Registrar mascota' }).click();
  await expect(page.getByText('Mascota registrada con éxito')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/owners/${owner._id}$`));

  await page
    .getByRole('link', { name: /Canela/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Canela' })).toBeVisible();
  await expect(page.getByText('Mestiza')).toBeVisible();
  await expect(page.locator('.ant-descriptions').getByText('M.V. Ana Pérez')).toBeVisible();
  const photo = page.locator('img[src*="/api/photos/"]').first();
  await expect(photo).toBeVisible();
  const firstPhoto = await photo.getAttribute('src');
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A new photo through the modal.
  await page.getByRole('button', { name: 'Cambiar foto' }).click();
  const modal = await settledDialog(page);
  await expect(modal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await modal.locator('input[type=file]').setInputFiles({
    name: 'nueva.png',
    mimeType: 'image/png',
    buffer: await solidImage('png', { r: 30, g: 90, b: 200 }),
  });
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Foto actualizada con éxito')).toBeVisible();
  await expect(page.locator('img[src*="/api/photos/"]').first()).not.toHaveAttribute('src', firstPhoto!);

  // Edit only the weight: the request carries only the weight.
  await page
    .getByRole('link', { name: /Editar/ })
    .first()
    .click();
  await expect(page.getByLabel('Peso (kg, opcional)')).toHaveValue('12,5');
  await page.getByLabel('Peso (kg, opcional)').fill('13,2');
  const updateRequest = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().includes('/api/patients/'),
  );
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const sent = (await updateRequest).postDataBuffer()?.toString('latin1') ?? '';
  const fields = [...sent.matchAll(/name="([^"]+)"/g)].map((m) => m[1]);
  // Only the changed field, and the version the form started from (a stale save is refused).
  expect(fields).toEqual(['weight', 'version']);
  await expect(page.getByText('Información actualizada con éxito')).toBeVisible();
  await expect(page.getByText('13,2 kg')).toBeVisible();

  // The dashboard counts it; then delete it.
  await page.goto('/');
  await expect(page.getByText('Panel de Resumen')).toBeVisible();
  await expect(page.getByTestId('pet-count')).toHaveText('1');
  await page.goto('/patients');
  await expect(page.getByText('Canela')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar a Canela' }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Mascota eliminada con éxito')).toBeVisible();
  await expect(page.getByText('No hay pacientes')).toBeVisible();
});

test('deleting a pet from its own page asks nothing more about it', async ({ page, request }) => {
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'Luis Mora', contact: '+584241234568' });
  const pet = await createPet(request, vet, owner._id, { name: 'Toby' });
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${pet._id}`);
  await expect(page.getByRole('heading', { name: 'Toby' })).toBeVisible();

  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await (await settledDialog(page)).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Mascota eliminada con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/patients$/);
  await expect(page.getByText('No hay pacientes')).toBeVisible();
  // No GET /api/patients/<id> answered 404 after the deletion.
  expect(notFound).toEqual([]);
});
