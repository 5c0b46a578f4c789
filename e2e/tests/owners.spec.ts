// Owners journey: create an owner, find it by a piece of its phone number, edit it, open its
// detail, delete it; and another vet never sees it.
import { expect, test, type Page } from '../support/test';
import type { Locator } from '@playwright/test';
import { settledDialog } from '../support/motion';
import { createOwner } from '../support/records';
import { createVet, signIn } from '../support/vet';

test('a vet manages an owner from creation to deletion', async ({ page, request }) => {
  const vet = await createVet(request);
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/owners');
  await expect(page.getByText('No hay propietarios')).toBeVisible();
  await page.getByRole('link', { name: 'Registrar propietario' }).click();
  await expect(page.getByRole('heading', { name: 'Nuevo propietario' })).toBeVisible();

  await page.getByRole('button', { name: 'Registrar propietario' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();

  await page.getByLabel('Nombre').fill('José Gregorio Hernández');
  await page.getByLabel('Número de teléfono').fill('300 765 4321');
  await page.getByLabel('Email (opcional)').fill('jose@correo.com');
  await page.getByLabel('Dirección (opcional)').fill('Av. Las Américas, Mérida');
  await page.getByRole('button', { name: 'Registrar propietario' }).click();

  await expect(page.getByText('Propietario creado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/owners\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'José Gregorio Hernández' })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/573007654321',
  );
  const ownerUrl = page.url();

  // Find it by a piece of its phone number, accents and case aside.
  await page.goto('/owners');
  await page.getByLabel('Buscar propietario').fill('765 43');
  await expect(page.getByText('José Gregorio Hernández')).toBeVisible();
  await page.getByLabel('Buscar propietario').fill('zzz');
  await expect(page.getByText('Sin resultados')).toBeVisible();
  await page.getByLabel('Buscar propietario').fill('jose gregorio');
  // The search is the server's, kept in the URL: a reload finds the same list.
  await expect(page).toHaveURL(/\/owners\?q=jose\+gregorio$/);
  await page.reload();
  await expect(page.getByLabel('Buscar propietario')).toHaveValue('jose gregorio');
  await page.getByRole('link', { name: 'Editar José Gregorio Hernández' }).click();

  await expect(page.getByRole('heading', { name: 'Editar propietario' })).toBeVisible();
  await page.getByLabel('Nombre').fill('José G. Hernández');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Propietario actualizado con éxito')).toBeVisible();

  await page.goto(ownerUrl);
  await expect(page.getByRole('heading', { name: 'José G. Hernández' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva Mascota' })).toBeVisible();

  // Another vet gets "not found" for this very URL.
  const other = await createVet(request);
  const foreign = await request.get(`/api/owners/${ownerUrl.split('/').pop()}`, {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(foreign.status()).toBe(404);

  // Deleting from the owner's page asks nothing more about the owner (no 404 in the console).
  const notFound: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = await settledDialog(page);
  await expect(dialog.getByText('Confirmar eliminación')).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Propietario eliminado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/owners$/);
  await expect(page.getByText('No hay propietarios')).toBeVisible();
  expect(notFound).toEqual([]);
});

test('on a phone the owner list shows cards', async ({ page, request }) => {
  const vet = await createVet(request);
  for (const name of ['Ana Ramírez', 'Pedro Peña']) {
    const res = await request.post('/api/owners', {
      headers: { Authorization: `Bearer ${vet.token}` },
      data: { name, contact: '+584141112233' },
    });
    expect(res.status()).toBe(201);
  }
  await signIn(page, vet);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/owners');
  await expect(page.getByText('Ana Ramírez')).toBeVisible();
  await expect(page.getByText('Pedro Peña')).toBeVisible();
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(hasHorizontalScroll).toBe(false);
});

/** Every toast shown lies inside the window and shares no point with any of `buttons`. */
async function expectToastsClearOf(page: Page, buttons: Locator[]) {
  const toasts = page.getByTestId('toast');
  await expect(toasts.first()).toBeVisible();
  // Where it rests, once its entrance has ended.
  await toasts.first().evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const window = page.viewportSize()!;
  // Every toast's box at one instant: an earlier toast may close while the boxes are read one by one.
  const boxes = await toasts.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  for (const t of boxes) {
    expect(t.y + t.height).toBeLessThanOrEqual(window.height);
    expect(t.x + t.width).toBeLessThanOrEqual(window.width);
    for (const button of buttons) {
      await expect(button).toBeVisible();
      const b = (await button.boundingBox())!;
      const overlap =
        t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlap, `the toast covers «${await button.innerText()}»`).toBe(false);
    }
  }
}

for (const [screenName, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 667 }],
] as const) {
  test(`toasts never cover the page's main buttons (${screenName})`, async ({ page, request }) => {
    const vet = await createVet(request);
    await createOwner(request, vet, { name: 'Ana Ramírez', contact: '+584141112233' });
    await createOwner(request, vet, { name: 'Pedro Peña', contact: '+584141112244' });
    await signIn(page, vet);
    await page.setViewportSize(viewport);

    // The list: a deletion's toast, with «Nuevo propietario» at the top.
    await page.goto('/owners');
    await page.getByRole('button', { name: 'Eliminar Ana Ramírez' }).click();
    await (await settledDialog(page)).getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Propietario eliminado con éxito')).toBeVisible();
    await expectToastsClearOf(page, [page.getByRole('link', { name: 'Nuevo propietario' })]);

    // The detail: a new owner's page opens under its toast, beside Editar, Eliminar and Programar Cita.
    await page.getByRole('link', { name: 'Nuevo propietario' }).click();
    await page.getByLabel('Nombre').fill('José Gregorio Hernández');
    await page.getByLabel('Número de teléfono').fill('3007654321');
    await page.getByRole('button', { name: 'Registrar propietario' }).click();
    await expect(page.getByText('Propietario creado con éxito')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'José Gregorio Hernández' })).toBeVisible();
    await expectToastsClearOf(page, [
      page.getByRole('link', { name: 'Editar' }),
      page.getByRole('button', { name: 'Eliminar', exact: true }),
      page.getByRole('link', { name: 'Programar Cita' }),
    ]);
  });
}
