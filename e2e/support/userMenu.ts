import { expect, type Page } from '@playwright/test';

/**
 * Opens the sidebar's user menu and chooses `item`. The item is clicked once the menu has finished
 * its opening motion: a click during it sometimes left the menu open with nothing chosen (about
 * 1 run in 8 of account.spec.ts, 2026-11-24), where a person sees the menu settle first.
 */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)\b/);
  await page.getByRole('menuitem', { name: item }).click();
}
