// Activity journey (issue 25): an administrator creates an owner and renames it, then reads on
// «Actividad» who did it and the name before and after, in the table and on a phone's cards.
import { expect, test } from '../support/test';
import { createVet, signIn } from '../support/vet';

test('the administrator reads their own edit of an owner on «Actividad»', async ({ page, request }) => {
  const vet = await createVet(request);
  const person = `${vet.name} ${vet.lastName}`;
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/owners/new');
  await page.getByLabel('Nombre').fill('José Gregorio Hernández');
  await page.getByLabel('Número de teléfono').fill('3007654321');
  await page.getByRole('button', { name: 'Registrar propietario' }).click();
  await expect(page.getByText('Propietario creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/owners\/[0-9a-f-]{36}$/);

  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page.getByRole('heading', { name: 'Editar propietario' })).toBeVisible();
  await page.getByLabel('Nombre').fill('José G. Hernández');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Propietario actualizado con éxito')).toBeVisible();

  // «Actividad» is beside «Equipo» on the clinic's screen.
  await page.goto('/clinic');
  await page.getByRole('link', { name: 'Actividad' }).click();
  await expect(page.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();
  const change = 'Nombre: José Gregorio Hernández → José G. Hernández';
  const edited = page.getByRole('row').filter({ hasText: change });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('cell', { name: 'Modificó' })).toBeVisible();
  await expect(edited.getByText('Propietario', { exact: true })).toBeVisible();
  await expect(edited.getByRole('cell', { name: person })).toBeVisible();
  // The creation under it, newest first.
  const created = page.getByRole('row').filter({ hasText: 'Creó' });
  await expect(created.getByText('José Gregorio Hernández')).toBeVisible();

  // Only the owners, kept in the address.
  await page.getByLabel('Tipo de registro').click();
  await page.getByTitle('Propietario', { exact: true }).click();
  await expect(page).toHaveURL(/\/clinic\/activity\?kind=owner$/);
  await expect(page.getByText('2 acciones')).toBeVisible();

  // On a phone, one card per entry.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Modificó · Propietario' });
  await expect(card).toBeVisible();
  await expect(card.getByText(change)).toBeVisible();
  await expect(card.getByText(new RegExp(`^${person} · \\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2}$`))).toBeVisible();
});
