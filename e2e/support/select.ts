// Picking an option of an antd Select as a person does: open the field by its name, click the option,
// and see the field show it.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` (its whole text) in the select named `label`, within `scope` (a dialog, a row), and
 * waits until the field shows it. On a loaded machine a click may land while the list is still sliding
 * in and choose nothing (the field then still reads «Elegir»): a person would look and pick again, and
 * so does this, only when the field does not show the option yet.
 */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const field = scope.getByRole('combobox', { name: label });
  // antd 6 shows the chosen option's text as the title of the box around the field's input.
  const box = scope.locator('.ant-select-content', { has: page.getByRole('combobox', { name: label }) });
  const shows = async () =>
    (await box.getAttribute('class'))?.includes('ant-select-content-has-value') &&
    (await box.getAttribute('title')) === option;
  const whole = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if (await shows()) return;
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await openList.locator('.ant-select-item-option').filter({ hasText: whole }).click({ timeout: 3000 });
    await expect.poll(shows, { timeout: 1000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
}
