// Picking an option of an antd Select as a person does: open the field by its name, click the option.
import type { Locator, Page } from '@playwright/test';

/** Picks `option` (its whole text) in the select named `label`, within `scope` (a dialog, a row). */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const whole = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: whole })
    .click();
}
