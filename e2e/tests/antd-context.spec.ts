// antd is shared one component at a time and only the shell provides it (rspack.shared.js), so a
// remote's components must still find the shell's ConfigProvider: its teal theme and Spanish texts.
// A second copy of antd's internals in a remote would fall back, silently, to blue and English.
import { expect, test } from '../support/test';
import { createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';

const TEAL = 'rgb(15, 118, 110)'; // colorPrimary #0f766e in shell/src/app/theme.ts

test("remote screens get the shell's antd theme and Spanish locale", async ({ page, request }) => {
  // auth remote: the primary button is teal.
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCSS('background-color', TEAL);

  const vet = await createVet(request);
  const headers = { Authorization: `Bearer ${vet.token}` };
  // 21 owners: one more than a page, so the owners remote shows its Pagination.
  for (let i = 1; i <= 21; i++) {
    const created = await request.post('/api/owners', {
      headers,
      data: { name: `Propietario ${String(i).padStart(2, '0')}`, contact: '+584141112233' },
    });
    expect(created.status()).toBe(201);
  }
  const owner = (await (await request.get('/api/owners', { headers })).json())[0];
  const pet = await createPet(request, vet, owner._id, { name: 'Toby' });

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });

  // owners remote: antd's Pagination speaks Spanish; the primary action is teal.
  await page.goto('/owners');
  await expect(page.getByTitle('Página siguiente')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo propietario' })).toHaveCSS('background-color', TEAL);

  // grooming remote: the DatePicker's panel is in Spanish (antd es_ES and dayjs "es").
  await page.goto(`/patients/${pet._id}/grooming-services/create`);
  await page.getByLabel('Fecha').click();
  const panel = page.locator('.ant-picker-dropdown');
  // Weekday names come from antd's es_ES ("Lun"; English would be "Mo"), the footer too.
  await expect(panel.locator('thead')).toContainText('Lun');
  await expect(panel.locator('.ant-picker-footer')).toContainText('Ahora');
  await expect(panel.getByRole('button', { name: 'Aceptar' })).toHaveCSS('background-color', TEAL);
});
