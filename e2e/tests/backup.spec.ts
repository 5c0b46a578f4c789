// Backup journey (issue #10, point 8): a vet downloads all their data from Perfil, and another, new
// account restores that file through the browser and finds the owner, the pet with its photo and the exam.
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { settledDialog } from '../support/motion';
import { solidImage } from '../support/images';
import { createExam, createOwner, createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';
import { chooseFromUserMenu } from '../support/userMenu';

test('a vet downloads the backup and a fresh account restores it in the browser', async ({
  page,
  request,
}) => {
  const a = await createVet(request);
  const owner = await createOwner(request, a, {
    name: 'Rosa Ñáñez',
    contact: '+584121112233',
    email: 'rosa@correo.test',
  });
  const pet = await createPet(request, a, owner._id, {
    name: 'Canela',
    birthDate: '2021-03-04',
    species: 'Felino',
    sex: 'Hembra',
    photo: {
      name: 'canela.png',
      mimeType: 'image/png',
      buffer: await solidImage('png', { r: 200, g: 120, b: 40 }),
    },
  });
  await createExam(request, a, pet._id, { date: '2025-06-01' });

  await signIn(page, a);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Respaldo de datos' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar respaldo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vetclinic-respaldo-\d{4}-\d{2}-\d{2}\.json\.gz$/);
  // Saved under its own name: the picker accepts only .json.gz files.
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const doc = JSON.parse(gunzipSync(await readFile(file)).toString('utf8'));
  expect(doc.owners.map((o: { name: string }) => o.name)).toEqual(['Rosa Ñáñez']);
  await expect(page.getByText(/Respaldo descargado/)).toBeVisible();

  // A new account, in another tab of the same browser.
  const b = await createVet(request);
  const tab = await page.context().newPage();
  await signIn(tab, b);
  await tab.setViewportSize({ width: 1280, height: 900 });
  // The empty owners list is seen (and cached) first; Perfil is then reached inside the app.
  await tab.goto('/owners');
  await expect(tab.getByText('No hay propietarios')).toBeVisible();
  await chooseFromUserMenu(tab, 'Perfil');
  await tab.getByLabel('Elegir archivo de respaldo').setInputFiles(file);
  const dialog = await settledDialog(tab);
  await expect(dialog).toContainText('¿Restaurar el respaldo');
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  await expect(
    tab.getByText(
      'Respaldo restaurado con éxito. Se restauraron 1 propietario, 1 mascota (1 con foto), ' +
        '1 examen de laboratorio, 0 servicios de estética y el horario de la agenda.',
    ),
  ).toBeVisible();
  // Back to Dueño without reloading: the list shows the restored owner, not its old empty page.
  await tab
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Dueño' })
    .click();
  await expect(tab.getByRole('cell', { name: /Rosa Ñáñez/ }).first()).toBeVisible();

  // B now has the owner and the pet with its photo, under new ids.
  const pets = await (
    await request.get('/api/patients', { headers: { Authorization: `Bearer ${b.token}` } })
  ).json();
  expect(pets).toHaveLength(1);
  expect(pets[0]._id).not.toBe(pet._id);
  await tab.goto(`/patients/${pets[0]._id}`);
  await expect(tab.getByRole('heading', { name: 'Canela' })).toBeVisible();
  const photo = tab.locator('img[src*="/api/photos/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A second restore into the same account is refused with the reason.
  await tab.goto('/account/profile');
  await tab.getByLabel('Elegir archivo de respaldo').setInputFiles(file);
  await (await settledDialog(tab)).getByRole('button', { name: 'Restaurar' }).click();
  await expect(tab.getByText(/Tu cuenta ya tiene registros/)).toBeVisible();
});
