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

/**
 * Once every motion that ends has ended (a fade in would be measured half transparent). One that loops
 * for good (a spinner, a skeleton's shimmer) is not waited for: it would hold the test until its timeout
 * with no word of why; 15 s is far more than any fade.
 */
export async function motionEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}
