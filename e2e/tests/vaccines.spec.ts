// Vaccines journey (issue 26, point 3; docs/product/clinical.md#vaccines-and-deworming): a vet registers
// three vaccines on a cat's history through the dialog, each next dose suggested by its product: one
// applied long ago is «Vencida» in red, one due within 30 days «Próxima», one given today «Al día»; the
// timeline filtered by «Vacunas» lists them, and a reload keeps the filter. «Quién aplicó» offers the
// clinic's people: the vet by default, the assistant who gave the third one when picked.
import { expect, test, type Page } from '../support/test';
import { settledDialog } from '../support/motion';
import { createCatWithOwner } from '../support/records';
import { choose } from '../support/select';
import { joinClinic } from '../support/team';
import { createVet, signIn } from '../support/vet';

// The clinic's day is Caracas's (the server counts what is due from it): the browser lives there too.
test.use({ timezoneId: 'America/Caracas' });
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

/** `offset` days from the clinic's today, as the form writes it (dd/mm/aaaa). */
function day(offset: number) {
  const [y, m, d] = today.split('-').map(Number);
  const [iso] = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().split('T');
  return iso.split('-').reverse().join('/');
}

/** Registers a vaccine of `product` applied `appliedOffset` days from today, taking the suggested next dose;
 *  by the signed-in vet (the default) unless `appliedBy` names another of the clinic's people. */
async function registerVaccine(
  page: Page,
  product: string,
  appliedOffset: number,
  { interval = 365, appliedBy }: { interval?: number; appliedBy?: string } = {},
) {
  await page.getByRole('button', { name: 'Registrar vacuna' }).click();
  const dialog = await settledDialog(page);
  await expect(page.getByRole('dialog', { name: 'Registrar vacuna de Michi' })).toBeVisible();
  await dialog.getByLabel('Producto').fill(product);
  await dialog.getByLabel('Fecha de aplicación').fill(day(appliedOffset));
  await expect(dialog.getByLabel('Próxima dosis')).toHaveValue(day(appliedOffset + interval));
  await expect(dialog.getByText(`Sugerida según el producto: cada ${interval} días`)).toBeVisible();
  await dialog.getByLabel('Lote').fill(`L-${Math.abs(appliedOffset)}`);
  if (appliedBy) await choose(page, dialog, 'Quién aplicó', appliedBy);
  await dialog.getByRole('button', { name: 'Registrar vacuna' }).click();
  await expect(page.getByText('Vacuna registrada con éxito').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('a vet registers vaccines overdue, due soon and up to date, and reads them in the timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await createVet(request);
  await joinClinic(request, vet, 'assistant', { name: 'Luisa', lastName: 'Rangel' });
  const michi = await createCatWithOwner(request, vet);
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${michi._id}/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Historia clínica de Michi' })).toBeVisible();
  await expect(page.getByText('Todavía no hay nada en la historia de Michi.')).toBeVisible();
  await expect(page.getByText('Sin vacunas ni desparasitaciones registradas.')).toBeVisible();

  // A rabies shot 400 days ago: its yearly dose is 35 days late.
  await registerVaccine(page, 'Antirrábica', -400);
  // The triple 350 days ago: due in 15 days.
  await registerVaccine(page, 'Triple felina (rinotraqueítis, calicivirus, panleucopenia)', -350);
  // The leukaemia one today, given by the assistant: a year ahead.
  await registerVaccine(page, 'Leucemia felina', 0, { appliedBy: 'Luisa Rangel' });
  const applications = page.getByRole('list', { name: 'Aplicaciones' }).getByRole('listitem');
  await expect(applications.filter({ hasText: 'Leucemia felina' })).toContainText('AplicóLuisa Rangel');
  await expect(applications.filter({ hasText: 'Antirrábica' })).toContainText('AplicóAna Pérez');

  // What is due, the most urgent first, each its word on its colour.
  const status = page.getByRole('list', { name: 'Estado por producto' });
  const rows = status.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(`VencidaAntirrábicaVenció el ${day(-35)}`);
  await expect(rows.nth(1)).toHaveText(
    `PróximaTriple felina (rinotraqueítis, calicivirus, panleucopenia)Próxima dosis: ${day(15)}`,
  );
  await expect(rows.nth(2)).toHaveText(`Al díaLeucemia felinaPróxima dosis: ${day(365)}`);
  await expect(status.getByText('Vencida', { exact: true })).toHaveCSS('color', 'rgb(168, 7, 26)');
  await expect(status.getByText('Próxima', { exact: true })).toHaveCSS('color', 'rgb(135, 56, 0)');
  await expect(status.getByText('Al día', { exact: true })).toHaveCSS('color', 'rgb(19, 82, 0)');

  // The timeline, filtered by «Vacunas», newest first; a reload keeps the filter.
  const show = page.getByRole('radiogroup', { name: 'Mostrar' });
  await show.getByText('Vacunas', { exact: true }).click();
  await expect(page).toHaveURL(/\?kind=vaccine$/);
  const timeline = page.getByRole('list', { name: 'Historia clínica de Michi' });
  const items = timeline.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Leucemia felina');
  await expect(items.nth(0)).toContainText(`Vacuna · ${day(0)}`);
  await expect(items.nth(2)).toContainText(`Antirrábica`);
  await expect(items.nth(2)).toContainText(`Próxima: ${day(-35)}`);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Historia clínica de Michi' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(show.getByRole('radio', { name: 'Vacunas' })).toBeChecked();

  // Another kind has none yet; a vaccine in the timeline opens its application.
  await show.getByText('Desparasitaciones', { exact: true }).click();
  await expect(page.getByText('Sin desparasitaciones en la historia de Michi.')).toBeVisible();
  await show.getByText('Todo', { exact: true }).click();
  await page
    .getByRole('list', { name: 'Historia clínica de Michi' })
    .getByRole('button', { name: 'Antirrábica' })
    .click();
  const dialog = await settledDialog(page);
  await expect(page.getByRole('dialog', { name: 'Editar vacuna de Michi' })).toBeVisible();
  await expect(dialog.getByLabel('Lote')).toHaveValue('L-400');
});
