// Prints the JavaScript each container ships (gzip), from the built dist/ folders.
// Run after `npm run build`: `npm run bench`. The budgets per screen: bundle-budgets.mjs.
import { CONTAINERS, jsFiles, kib } from './lib/bundles.mjs';
import { row, writeResults } from './lib/results.mjs';

const rows = [];
console.log('container            files   raw JS       gzip JS      largest chunk (gzip)');
for (const container of CONTAINERS) {
  const files = jsFiles(container);
  if (!files) {
    console.log(`${container.padEnd(20)} (not built: npm run build -w ${container})`);
    continue;
  }
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const largest = files.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `${container.padEnd(20)} ${String(files.length).padStart(5)}   ${kib(raw).padEnd(12)} ${kib(gzip).padEnd(12)} ${largest.file} ${kib(largest.gzip)}`,
  );
  rows.push(row(`${container}: JS gzip`, Math.round(gzip / 102.4) / 10, 'KiB'));
}
writeResults('bundle-sizes', rows);
