// The journeys' `test`: Playwright's, plus a watch on the Content Security Policy. Any violation the
// browser reports while a journey runs fails that journey, so the whole suite proves zero violations.
// `remotesFile` is the environment file the server serves as /remotes.json, put back after the test.
import { expect, test as base } from '@playwright/test';
import { RemotesFile } from './environment';

export const test = base.extend<{ cspViolations: string[]; remotesFile: RemotesFile }>({
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
  // Playwright wants a destructured first argument; "provide", not "use", which the hooks lint rule claims.
  // eslint-disable-next-line no-empty-pattern
  remotesFile: async ({}, provide) => {
    const file = new RemotesFile(process.env.E2E_REMOTES_FILE!);
    await provide(file);
    // The next journey starts from the default environment, whatever this one did.
    if (file.changed) file.reset();
  },
});

export { expect };
export type { Page } from '@playwright/test';
