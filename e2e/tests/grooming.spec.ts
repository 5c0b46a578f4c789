// Grooming journey: three services on two days, the period totals, a search, the CSV, the dashboard.
import { expect, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { createGroomingService, createOwner, createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';

/** Period starts as the product defines them, in this machine's (and the browser's) local time. */
function starts(now: Date) {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const sunday = new Date(day);
  sunday.setDate(day.getDate() - day.getDay());
  const monday = new Date(day);
  monday.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return { day, sunday, monday, month: new Date(now.getFullYear(), now.getMonth(), 1) };
}

const summary = (page: Page, key: string) => page.getByTestId(`summary-${key}`);
const period = (page: Page, label: string) =>
  page.locator('.ant-segmented-item-label', { hasText: new RegExp(`^${label}$`) });

test('a groomer records services and the vet reads the income of each period', async ({ page, request }) => {
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'Luis Díaz', contact: '+584161234567' });
  const pet = await createPet(request, vet, owner._id, { name: 'Toby' });

  // Two services by API: one a minute ago, one two days ago.
  const now = new Date();
  const earlier = [
    { date: new Date(now.getTime() - 60_000), cost: 15.1, specifications: 'Corte de verano' },
    { date: new Date(now.getTime() - 2 * 86_400_000), cost: 20.2, specifications: 'Baño medicado' },
  ];
  for (const s of earlier) {
    await createGroomingService(request, vet, pet._id, {
      date: s.date.toISOString(),
      service: 'Corte',
      specifications: s.specifications,
      cost: s.cost,
      paymentType: 'Efectivo',
    });
  }

  // The third through the form.
  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${pet._id}/grooming-services/create`);
  // antd's button-style radios: the visible label is what a person clicks.
  const option = (text: string) =>
    page.locator('label.ant-radio-button-wrapper', { hasText: new RegExp(`^${text}$`) });
  await option('Baño').click();
  await page.getByLabel(/Especificaciones/).fill('Baño con champú antipulgas');
  await page.getByLabel(/Costo/).fill('10,3');
  await option('Zelle').click();
  await page.getByRole('button', { name: /Registrar/ }).click();
  await expect(page.getByText('Servicio de Estética registrado con éxito')).toBeVisible();

  const all = [...earlier.map((s) => ({ date: s.date, cost: s.cost })), { date: new Date(), cost: 10.3 }];
  const { day, sunday, monday, month } = starts(new Date());
  const within = (from: Date) => all.filter((s) => s.date >= from);
  const money = (items: { cost: number }[]) =>
    (items.reduce((sum, s) => sum + Math.round(s.cost * 100), 0) / 100).toLocaleString('es-ES', {
      minimumFractionDigits: 2,
    });

  await page.goto('/grooming-services');
  for (const [label, from] of [
    ['Hoy', day],
    ['Semana', sunday],
    ['Mes', month],
  ] as const) {
    await period(page, label).click();
    const expected = within(from);
    await expect(summary(page, 'count')).toContainText(String(expected.length));
    if (expected.length > 0) await expect(summary(page, 'total')).toContainText(money(expected));
  }

  // Find one by its specifications (accents and case aside), then export what is listed.
  await period(page, 'Mes').click();
  await page.getByLabel('Buscar servicios').fill('CHAMPU antipulgas');
  await expect(page.getByText('Baño con champú antipulgas')).toBeVisible();
  await expect(summary(page, 'count')).toContainText('1');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Baño con champú antipulgas');
  expect(csv).toContain('10,30');

  // The dashboard counts the same services (its week starts on Monday).
  await page.goto('/');
  await expect(page.getByTestId('grooming-count-today')).toHaveText(String(within(day).length));
  await expect(page.getByTestId('grooming-count-week')).toHaveText(String(within(monday).length));
  await expect(page.getByTestId('grooming-count-month')).toHaveText(String(within(month).length));
});
