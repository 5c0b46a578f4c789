// The journeys' `test`: Playwright's, plus a watch on the Content Security Policy. Any violation the
// browser reports while a journey runs fails that journey, so the whole suite proves zero violations.
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'el navegador informó violaciones de la CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page } from '@playwright/test';
