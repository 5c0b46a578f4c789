// Bundle budgets (issue #9), measured in Chromium on the built product: every JavaScript file fetched
// until a screen is usable, gzip sizes computed from the response bodies. Same build, same bytes.
//   first screen (login: shell + auth remote), at /auth/login and at / without a session  ≤ 350 KiB
//   any other route, everything fetched on a cold load    ≤ 500 KiB
//   each remote's own code (shared libraries aside)       ≤ 100 KiB
//   the PDF report's code (jspdf) loads only when a report is made
// Unlike the other benches this one is a check: over budget, it exits 1. Run after `npm run build`:
// `npm run check:budgets` (`-- --files` lists every file each route fetched).
import { basename } from 'node:path';
import { CONTAINERS, kib, sharedFiles } from './lib/bundles.mjs';
import { launchChromium, missingFrontEnds } from './lib/browser.mjs';
import { startProduct } from './lib/product.mjs';
import { measureRoute } from './lib/route-scripts.mjs';
import { containerOf, label, routesFor } from './lib/budget-routes.mjs';
import { printRows, row, writeResults } from './lib/results.mjs';

const KIB = 1024;
const BUDGET = { firstScreen: 350 * KIB, route: 500 * KIB, remoteOwnCode: 100 * KIB };
const listFiles = process.argv.includes('--files');

const unbuilt = missingFrontEnds();
if (unbuilt.length) {
  console.error(`Not built: ${unbuilt.join(', ')}. Run \`npm run build\` first.`);
  process.exit(2);
}
const shared = Object.fromEntries(CONTAINERS.map((container) => [container, sharedFiles(container)]));
const isShared = (path) => shared[containerOf(path)].has(basename(path));
const total = (scripts) => [...scripts.values()].reduce((sum, size) => sum + size, 0);
const inKib = (bytes) => Math.round(bytes / 102.4) / 10;
const budgetRow = (name, bytes, budget) =>
  row(name, inKib(bytes), 'KiB', `≤ ${budget / KIB}`, bytes <= budget);

const rows = [];
const product = await startProduct();
let browser;
try {
  const { ids, token } = product;
  browser = await launchChromium();
  const ownCode = new Map(CONTAINERS.slice(1).map((container) => [container, new Map()]));
  const loadedByPages = new Set();
  const onClick = new Map();
  for (const route of routesFor(ids)) {
    const { scripts, after } = await measureRoute(browser, product.baseURL, route, token);
    for (const [path, size] of scripts) {
      loadedByPages.add(path);
      if (containerOf(path) !== 'shell' && !isShared(path)) ownCode.get(containerOf(path)).set(path, size);
    }
    for (const [path, size] of after) onClick.set(path, size);
    const name =
      route.name ?? (route.firstScreen ? `first screen ${route.path}` : `route ${label(route.path, ids)}`);
    rows.push(budgetRow(name, total(scripts), route.firstScreen ? BUDGET.firstScreen : BUDGET.route));
    if (listFiles) {
      for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
        console.log(`  ${name}  ${path}  ${kib(size)}${isShared(path) ? '  (shared)' : ''}`);
      }
    }
  }
  // Union of the remote's own files over all its screens: entry, exposed module, pages, libraries
  // of its own (yup…); on-click code (the PDF report) is reported apart.
  for (const [container, files] of ownCode) {
    rows.push(budgetRow(`${container} own code`, total(files), BUDGET.remoteOwnCode));
  }
  const early = [...onClick.keys()].filter((path) => loadedByPages.has(path));
  rows.push(
    row(
      'lab PDF report code, fetched on click only',
      inKib(total(onClick)),
      'KiB',
      'on click',
      onClick.size > 0 && !early.length,
    ),
  );
} finally {
  await browser?.close();
  await product.stop();
}

printRows('Bundle budgets (gzip JS until usable, cold cache)', rows);
writeResults('bundle-budgets', rows);
const over = rows.filter((r) => !r.ok);
console.log(over.length ? `\n${over.length} over budget.` : '\nEvery budget met.');
process.exit(over.length ? 1 : 0);
