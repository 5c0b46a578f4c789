import { expect, type Page } from '@playwright/test';

/**
 * Opens the sidebar's user menu and chooses `item` once the menu has finished its opening motion, as
 * a person does. A click during the motion finds the item moving, and Playwright retries it after
 * scrolling the page (once with the item at the top of the window). Up to 2026-11-24 the menu lived in
 * <body>, scrolled away with the page and jumped back between the press and the release, so the
 * click chose nothing (about 1 run in 8 of account.spec.ts); it now lives in the fixed sidebar
 * (shell.spec.ts: "the user menu stays beside its button while the page scrolls").
 */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)\b/);
  await page.getByRole('menuitem', { name: item }).click();
}
