import type { Locator, Page } from '@playwright/test';
import { settled } from './motion';

/**
 * Opens the sidebar's user menu and returns it once its opening motion has ended. The menu lives in the
 * fixed sidebar, so a scroll does not move it (shell.spec.ts).
 */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /: menú de usuario$/ }).click();
  return settled(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)'));
}

/** Opens the user menu and chooses `item`. */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: item }).click();
}
