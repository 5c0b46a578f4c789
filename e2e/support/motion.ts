import { expect, type Locator, type Page } from '@playwright/test';

/**
 * `popup` (an antd menu or dialog) once its opening motion has ended, as a person waits for it. During
 * the motion it grows from a fraction of its size: Playwright may find a button still for two frames,
 * then press where the button is no longer, and retry after scrolling the page. A press on a dialog's
 * mask closes the dialog: patients.spec.ts once lost its «Guardar» that way and the photo was never sent.
 */
export async function settled(popup: Locator): Promise<Locator> {
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter|leave)\b/);
  return popup;
}

/** The open dialog, once it has ended its opening motion. */
export function settledDialog(page: Page): Promise<Locator> {
  return settled(page.getByRole('dialog'));
}
