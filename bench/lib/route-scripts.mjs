// One route of the built product, opened in a fresh browser context (empty cache): every JavaScript
// response until the screen is usable, with its gzip size computed here from the body (the transfer
// size depends on the server's compression; the budgets are in gzip).
import { gzipSize } from './bundles.mjs';
import { TOKEN_STORAGE_KEY } from '@vet/facts';

function recordScripts(page) {
  const scripts = new Map();
  const pending = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    if (!isScript || response.status() !== 200) return;
    const read = response
      .body()
      .then((body) => scripts.set(url.pathname, gzipSize(body)))
      .catch(() => {});
    pending.add(read);
    read.finally(() => pending.delete(read));
  });
  // Bodies are read asynchronously: wait for them before reading the figures.
  return { scripts, settled: () => Promise.all([...pending]) };
}

/**
 * Usable: the route's heading visible, no antd skeleton or spinner left, the network idle.
 * `route.after(page)` may then act (a click); what that fetches is returned apart.
 * @returns {Promise<{ scripts: Map<string, number>, after: Map<string, number> }>} pathname → gzip bytes
 */
export async function measureRoute(browser, baseURL, route, token) {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  try {
    if (route.signedIn) {
      await context.addInitScript(
        ([key, value]) => globalThis.localStorage.setItem(key, value),
        [TOKEN_STORAGE_KEY, token],
      );
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const loaded = recordScripts(page);
    await page.goto(route.path);
    try {
      await page
        .getByRole('heading', { name: route.ready, exact: true })
        .first()
        .waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () => !globalThis.document.querySelector('.ant-skeleton, .ant-spin-spinning, .remote-loading'),
        null,
        { timeout: 30_000 },
      );
    } catch (error) {
      throw new Error(`${route.path} never became usable: ${error.message}\n${errors.join('\n')}`);
    }
    await page.waitForLoadState('networkidle');
    await loaded.settled();
    const scripts = new Map(loaded.scripts);
    if (!route.after) return { scripts, after: new Map() };
    await route.after(page);
    await loaded.settled();
    return { scripts, after: new Map([...loaded.scripts].filter(([path]) => !scripts.has(path))) };
  } finally {
    await context.close();
  }
}
