// Prints the JavaScript each container ships (gzip), from the built dist/ folders.
// Run after `npm run build`: `npm run bench`. Figures only; the budgets come with the performance work.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { row, writeResults } from './lib/results.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const containers = [
  'shell',
  'remotes/auth',
  'remotes/owners',
  'remotes/patients',
  'remotes/lab',
  'remotes/grooming',
];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const rows = [];
console.log('container            files   raw JS       gzip JS      largest chunk (gzip)');
for (const container of containers) {
  const dist = join(root, container, 'dist');
  if (!existsSync(dist)) {
    console.log(`${container.padEnd(20)} (not built: npm run build -w ${container})`);
    continue;
  }
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  let largest = { file: '', size: 0 };
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const zipped = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += zipped;
    if (zipped > largest.size) largest = { file, size: zipped };
  }
  console.log(
    `${container.padEnd(20)} ${String(files.length).padStart(5)}   ${kib(raw).padEnd(12)} ${kib(gzip).padEnd(12)} ${largest.file} ${kib(largest.size)}`,
  );
  rows.push(row(`${container}: JS gzip`, Math.round(gzip / 102.4) / 10, 'KiB'));
}
writeResults('bundle-sizes', rows);
