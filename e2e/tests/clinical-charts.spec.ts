// «Gráficas» on a pet's history (issue 26, docs/product/clinical.md#charts): the weight curve has a point
// per weighed consultation, in date order, placed by date and weight, each named in words; a hematology
// value is drawn across the pet's exams over the clinic's reference band.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { createConsultation } from '../support/consultations';
import { createExam, createOwner, createPet } from '../support/records';
import { createVet, signIn } from '../support/vet';

/** The chart's points as drawn, in date order: [x, y] of each, from its line. */
async function pointsOf(chart: Locator): Promise<[number, number][]> {
  const points = (await chart.getByTestId('chart-line').getAttribute('points')) ?? '';
  return points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

test('the weight curve has a point per weighed visit, in date order, and a lab value shows its reference band', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vet = await createVet(request);
  const owner = await createOwner(request, vet, { name: 'Elena Márquez', contact: '+584261234567' });
  const pet = await createPet(request, vet, owner._id, { name: 'Bruno', species: 'Canino' });
  // Recorded out of order, as a clinic entering old visits would; noon in Caracas, so the day is certain.
  for (const [day, weightKg] of [
    ['2026-04-10', 11],
    ['2026-01-10', 10.2],
    ['2026-08-10', 12.6],
  ] as const) {
    await createConsultation(request, vet, pet._id, { date: `${day}T16:00:00.000Z`, weightKg });
  }
  // One visit without a weight draws nothing.
  await createConsultation(request, vet, pet._id, { date: '2026-06-10T16:00:00.000Z' });
  await createExam(request, vet, pet._id, { date: '2026-02-01', hematocrit: 32 });
  await createExam(request, vet, pet._id, { date: '2026-05-01', hematocrit: 45 });

  await signIn(page, vet);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/patients/${pet._id}/history`);
  await expect(page.getByRole('heading', { level: 1, name: 'Historia clínica de Bruno' })).toBeVisible();

  const weight = page.getByRole('img', { name: /^Peso \(kg\):/ });
  await expect(weight).toHaveAccessibleName(
    'Peso (kg): 10/01/2026: 10,2 kg; 10/04/2026: 11 kg; 10/08/2026: 12,6 kg',
  );
  const drawn = await pointsOf(weight);
  expect(drawn).toHaveLength(3);
  // Left to right by date, higher on the drawing (a smaller y) as the dog grew.
  expect(drawn.map(([x]) => x)).toEqual([...drawn.map(([x]) => x)].sort((a, b) => a - b));
  expect(drawn[0][1]).toBeGreaterThan(drawn[1][1]);
  expect(drawn[1][1]).toBeGreaterThan(drawn[2][1]);
  // The same figures as a table, for whoever would rather read them.
  const weightFigure = page.locator('figure').filter({ has: weight });
  await weightFigure.getByText('Ver datos').click();
  const rows = weightFigure.getByRole('row');
  await expect(rows.nth(1)).toContainText('10/08/2026');
  await expect(rows.nth(1)).toContainText('12,6 kg');
  await expect(rows).toHaveCount(4);

  // Hematocrit across the two exams, the first under the dog's 37–55 % band.
  const hematocrit = page.getByRole('img', { name: /^Hematocrito/ });
  await expect(hematocrit).toHaveAccessibleName(/01\/02\/2026: 32 % \(Bajo\); 01\/05\/2026: 45 %$/);
  expect(await pointsOf(hematocrit)).toHaveLength(2);
  await expect(page.getByText('Rango de referencia: 37–55 %')).toBeVisible();
});
