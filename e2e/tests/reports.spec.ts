// Reports journey (issue 28; docs/product/reports.md): a month of grooming, consultations and new patients
// recorded through the API, then the administrator opens each report: the income equals the grooming list's
// «Mes» cards, the activity and patients count what was recorded, the vaccination states each pet, the CSV
// holds the month's figures, and a reversed period is refused on screen. An Asistente sees no income.
import { readFileSync } from 'node:fs';
import { createConsultation } from '../support/consultations';
import { createGroomingService, createOwner, createPet, createPreventive } from '../support/records';
import { choose } from '../support/select';
import { joinClinic } from '../support/team';
import { expect, test, type Page } from '../support/test';
import { createVet, signIn } from '../support/vet';

// The clinic's zone (a new clinic's, America/Caracas, UTC-4 all year) and the browser's: the grooming list
// counts «Mes» in the browser's zone, the reports in the clinic's, so both name the same instants here.
test.use({ timezoneId: 'America/Caracas' });
const CARACAS_MS = -4 * 3_600_000;

/** The start of this month in Caracas, and now. */
function thisMonth() {
  const now = Date.now();
  const local = new Date(now + CARACAS_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CARACAS_MS;
  return { start, now };
}

const SERVICES = [
  { service: 'Corte', cost: 12.5, paymentType: 'Efectivo' },
  { service: 'Baño', cost: 20.2, paymentType: 'Zelle', exchangeRate: 36.5 },
  { service: 'Corte y Baño', cost: 30.1, paymentType: 'Pago Movil' },
  { service: 'Corte', cost: 0.1, paymentType: 'Efectivo' },
  { service: 'Baño', cost: 0.2, paymentType: 'Otro' },
];

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`);
/** A report's link in the reports' own navigation (drawn as tabs). */
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Reportes', exact: true }).getByRole('link', { name, exact: true });

test('the administrator reads the month in each report, with the lists’ totals, and exports it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createVet(request);
  const owner = await createOwner(request, admin, { name: 'Luis Díaz', contact: '+584161234567' });
  const toby = await createPet(request, admin, owner._id, { name: 'Toby' });
  const luna = await createPet(request, admin, owner._id, { name: 'Luna', species: 'Felino', sex: 'Hembra' });

  // Five services spread over this month so far, one the month before (outside «Este mes»).
  const { start, now } = thisMonth();
  for (const [i, s] of SERVICES.entries()) {
    const date = new Date(start + ((now - start) * (i + 1)) / (SERVICES.length + 1));
    await createGroomingService(request, admin, toby._id, {
      ...s,
      specifications: 'Uñas y oídos',
      date: date.toISOString(),
    });
  }
  await createGroomingService(request, admin, toby._id, {
    service: 'Corte',
    cost: 99,
    paymentType: 'Efectivo',
    specifications: 'Corte del mes pasado',
    date: new Date(start - 2 * 3_600_000).toISOString(),
  });
  await createConsultation(request, admin, luna._id);
  const day = (offset: number) => new Date(now + CARACAS_MS + offset * 86_400_000).toISOString().slice(0, 10);
  await createPreventive(request, admin, luna._id, {
    kind: 'vaccine',
    product: 'Triple felina',
    appliedOn: day(-400),
    nextDue: day(-35),
  });
  await createPreventive(request, admin, toby._id, {
    kind: 'vaccine',
    product: 'Antirrábica',
    appliedOn: day(-10),
    nextDue: day(355),
  });

  await signIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The grooming list's «Mes» cards: what the income report must equal.
  await page.goto('/grooming-services');
  await page.locator('.ant-segmented-item-label', { hasText: /^Mes$/ }).click();
  await expect(page.getByTestId('summary-count')).toContainText('5');
  const listed = {
    count: await page.getByTestId('summary-count').locator('.ant-statistic-content').innerText(),
    total: await page.getByTestId('summary-total').locator('.ant-statistic-content').innerText(),
    average: await page.getByTestId('summary-average').locator('.ant-statistic-content').innerText(),
    bolivares: await page.getByTestId('summary-bolivares').locator('.ant-statistic-content').innerText(),
  };
  expect(listed.total).toContain('63,10');

  // «Reportes» in the sidebar opens the income of this month.
  await page.getByRole('navigation').getByRole('link', { name: 'Reportes' }).first().click();
  await expect(page).toHaveURL(/\/reports\/income/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(tab(page, 'Ingresos')).toHaveAttribute('aria-current', 'page');
  for (const key of ['count', 'total', 'average', 'bolivares'] as const) {
    await expect(figure(page, key).locator('.ant-statistic-content')).toHaveText(listed[key]);
  }
  await expect(
    page.getByText('Fechas contadas en la zona horaria de la clínica (America/Caracas).'),
  ).toBeVisible();

  // The income by service: the keyboard reads each bar, then the same figures as a table (Baño 20,20 + 0,20).
  const serviceChart = page.locator('figure').filter({ hasText: 'Ingresos por servicio (USD)' });
  await serviceChart.getByRole('group', { name: 'Ingresos por servicio (USD)' }).focus();
  await page.keyboard.press('End');
  await expect(serviceChart.getByTestId('bar-readout')).toContainText('Corte y Baño');
  await expect(serviceChart.getByTestId('bar-readout')).toContainText('30,10');
  await serviceChart.getByRole('button', { name: 'Ver tabla' }).click();
  await expect(serviceChart.getByRole('row', { name: /Baño\b.*20,40/ })).toBeVisible();

  // The CSV of what is on screen: the month's figures, by the grooming CSV's rules; not last month's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reporte-ingresos-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain('\r\n');
  expect(csv).toContain('"63,10"');
  expect(csv).toContain('"737,30"');
  expect(csv).not.toContain('99,00');

  // Activity: the five services and the consultation of the month.
  await tab(page, 'Actividad').click();
  await expect(page).toHaveURL(/\/reports\/activity/);
  await expect(figure(page, 'grooming').locator('.ant-statistic-content')).toHaveText('5');
  await expect(figure(page, 'consultations').locator('.ant-statistic-content')).toHaveText('1');

  // Patients: one owner and two pets, new this month.
  await tab(page, 'Pacientes').click();
  await expect(figure(page, 'owners').locator('.ant-statistic-content')).toHaveText('1');
  await expect(figure(page, 'pets').locator('.ant-statistic-content')).toHaveText('2');

  // Vaccination: Toby in date, Luna overdue.
  await tab(page, 'Vacunación').click();
  await expect(page).toHaveURL(/\/reports\/vaccination/);
  await expect(figure(page, 'vaccine-upToDate').locator('.ant-statistic-content')).toHaveText('1');
  await expect(figure(page, 'vaccine-overdue').locator('.ant-statistic-content')).toHaveText('1');
  await expect(figure(page, 'vaccine-never').locator('.ant-statistic-content')).toHaveText('0');

  // A reversed period is refused on screen, before any figure.
  await tab(page, 'Ingresos').click();
  await choose(page, page, 'Período', 'Personalizado');
  await page.getByLabel('Desde').fill('20/11/2026');
  await page.getByLabel('Hasta').fill('10/11/2026');
  await page.getByLabel('Hasta').press('Tab');
  await expect(page.getByRole('alert')).toContainText('La fecha inicial no puede ser posterior a la final');
});

test('an Asistente reads the activity but not the income', async ({ page, request }) => {
  const admin = await createVet(request);
  const assistant = await joinClinic(request, admin, 'assistant', { name: 'Luisa', lastName: 'Rangel' });
  await signIn(page, assistant);
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/reports\/activity/);
  await expect(tab(page, 'Ingresos')).toHaveCount(0);
  await page.goto('/reports/income');
  await expect(page.getByText('Esta pantalla no está disponible para tu rol')).toBeVisible();
  await expect(
    page.getByText(
      'No tienes permiso para ver los ingresos de la clínica. Tu rol en la clínica es Asistente.',
    ),
  ).toBeVisible();
});
