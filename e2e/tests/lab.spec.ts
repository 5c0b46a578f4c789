// Hematology journey: count 100 cells with the keyboard alone, hit the cap, undo, save, get the PDF,
// correct the exam, delete it.
import { expect, test } from '../support/test';
import { settledDialog } from '../support/motion';
import { readFileSync } from 'node:fs';
import { createOwner, createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';

test('a technician counts a differential by keyboard, saves, prints and corrects the exam', async ({
  page,
  request,
}) => {
  const vet = await createVet(request);
  const auth = { Authorization: `Bearer ${vet.token}` };
  const owner = await createOwner(request, vet, { name: 'Rosa Villegas', contact: '+584121234567' });
  const pet = await createPet(request, vet, owner._id, {
    name: 'Michi',
    birthDate: '2019-02-10',
    species: 'Felino',
    sex: 'Hembra',
  });

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${pet._id}/lab-exams`);
  await expect(
    page.getByText('No hay exámenes de laboratorio registrados para este paciente.'),
  ).toBeVisible();
  await page
    .getByRole('link', { name: 'Crear Examen' })
    .or(page.getByRole('button', { name: 'Crear Examen' }))
    .first()
    .click();

  await page.getByLabel('Hematocrito').fill('25');
  await page.getByLabel('Glóbulos blancos').fill('12');
  await page.getByLabel('Proteínas totales').fill('6,5');
  await page.getByLabel('Plaquetas').fill('250');

  // Count with the keyboard alone: 60 neutrophils (key 1), 40 lymphocytes (key 3).
  await page.getByRole('tab', { name: 'Conteo Diferencial' }).click();
  await expect(page.getByTestId('counter-total')).toHaveText('0');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('1');
  // The first count enables «Deshacer» and starts nothing that moves: while an animation runs, every
  // frame is drawn and the next counts reach the screen frames later (issue #9).
  const counter = page.getByRole('region', { name: 'Contador diferencial' });
  const moving = await counter.evaluate((region) =>
    document
      .getAnimations()
      .map((a) => (a.effect as KeyframeEffect).target)
      .filter((target) => region.contains(target))
      .map((target) => target?.textContent),
  );
  expect(moving).toEqual([]);
  for (let i = 1; i < 60; i++) await page.keyboard.press('1');
  for (let i = 0; i < 40; i++) await page.keyboard.press('3');
  await expect(page.getByTestId('counter-total')).toHaveText('100');
  // 100 cells is the goal: a success status, no error and no toast.
  await expect(counter.getByRole('status')).toContainText('Conteo completo');
  await expect(counter.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // A press beyond warns once, as a warning; the next ones add nothing.
  await page.keyboard.press('3');
  await page.keyboard.press('3');
  await expect(page.getByTestId('counter-total')).toHaveText('100');
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toHaveClass(/vet-toast--warning/);
  await expect(page.getByTestId('toast')).toHaveText(/El conteo ya está completo/);

  // Undo removes one cell only, then waits for the next count.
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('counter-total')).toHaveText('99');
  await expect(page.getByRole('button', { name: /Deshacer/ })).toBeDisabled();
  await page.keyboard.press('4');
  await expect(page.getByTestId('count-monocytes')).toHaveText('1');
  await expect(page.getByTestId('counter-total')).toHaveText('100');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Examen de laboratorio creado con éxito')).toBeVisible();
  const modal = await settledDialog(page);
  await expect(modal.getByText('Examen Guardado')).toBeVisible();
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = readFileSync(await (await download).path()).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf).toContain('Michi');
  await modal
    .getByRole('button', { name: /Cerrar/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/patients/${pet._id}$`));

  // The exam is in the history; its detail highlights the low hematocrit for a cat (30-45).
  await page.goto(`/patients/${pet._id}/lab-exams`);
  await page.getByRole('link', { name: /25/ }).first().click();
  await expect(page.getByText('Bajo').first()).toBeVisible();

  // Correct it.
  await page
    .getByRole('button', { name: 'Editar' })
    .or(page.getByRole('link', { name: 'Editar' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/lab-exams\/edit\//);
  await page.getByLabel('Hematocrito').fill('35');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Examen de laboratorio actualizado con éxito')).toBeVisible();
  const exams = (await (await request.get(`/api/patients/${pet._id}/lab-exams`, { headers: auth })).json())
    .exams;
  expect(exams[0].hematocrit).toBe(35);
  expect(exams[0].differentialCount.monocytes).toBe(1);

  // Delete it (browser confirmation); its page asks nothing more about it (no 404 in the console).
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Examen de laboratorio eliminado correctamente')).toBeVisible();
  await expect(
    page.getByText('No hay exámenes de laboratorio registrados para este paciente.'),
  ).toBeVisible();
  expect(notFound).toEqual([]);
});

test('on a 375 px phone the new-exam heading keeps one line and every tab shows', async ({
  page,
  request,
}) => {
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'Rosa Villegas', contact: '+584121234567' });
  const pet = await createPet(request, vet, owner._id, { name: 'Firulais' });
  await signIn(page, vet);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/patients/${pet._id}/lab-exams/create`);

  const heading = page.getByRole('heading', { level: 1, name: 'Nuevo examen de Firulais' });
  await expect(heading).toBeVisible();
  const lineHeight = await heading.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await heading.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

  // The three tabs in one row, whole and inside the screen: nothing behind antd's «···».
  for (const name of ['Datos Generales', 'Conteo Diferencial', 'Observaciones']) {
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator('.ant-tabs-nav-more')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('nuevo-examen-375.png') });
  await page.getByRole('tab', { name: 'Observaciones' }).click();
  await expect(page.getByRole('textbox', { name: 'Observaciones' })).toBeVisible();

  // The counter's eight buttons in two columns, inside the screen's width.
  await page.getByRole('tab', { name: 'Conteo Diferencial' }).click();
  const cells = page.getByRole('region', { name: 'Contador diferencial' }).locator('.lab-counter__cell');
  await expect(cells).toHaveCount(8);
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('contador-375.png'), fullPage: true });
});
