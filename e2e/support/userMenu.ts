import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the sidebar's user menu and returns it once its opening motion has ended, as a person waits
 * for it. A click during the motion finds the item moving, and Playwright retries it after scrolling
 * the page; the menu lives in the fixed sidebar, so a scroll does not move it (shell.spec.ts).
 */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  await expect(menu).not.toHaveClass(/-(appear|enter|leave)\b/);
  return menu;
}

/** Opens the user menu and chooses `item`. */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: item }).click();
}
