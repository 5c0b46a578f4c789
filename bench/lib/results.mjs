// Every bench script prints its figures beside their targets and writes them to
// bench/results/<script>.json, for a later step to assemble bench/results/latest.md.
// Figures never fail the run: a missed target is printed, not thrown.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchRoot } from './paths.mjs';

/**
 * A row: { name, value, unit, target?, ok? }. `target` is text ("≥ 1500"); `ok` is true/false when
 * there is a target, undefined otherwise.
 */
export function row(name, value, unit, target, ok) {
  return { name, value, unit, ...(target === undefined ? {} : { target, ok }) };
}

/** A row whose target is to stay below `limit` (in the row's unit). */
export function rowBelow(name, value, unit, limit) {
  return row(name, value, unit, `< ${limit} ${unit}`, value < limit);
}

export function printRows(title, rows) {
  console.log(`\n${title}`);
  for (const r of rows) {
    const value = typeof r.value === 'number' ? r.value.toLocaleString('en-US') : String(r.value);
    const verdict = r.target === undefined ? '' : `${r.target.padEnd(14)} ${r.ok ? 'OK' : 'NO CUMPLE'}`;
    console.log(`  ${r.name.padEnd(52)} ${`${value} ${r.unit}`.padEnd(18)} ${verdict}`);
  }
}

/**
 * How fast this machine runs plain JavaScript right now: the best of 3 runs of a fixed loop. Shared
 * machines change speed from hour to hour (builds and the bare API baseline ran 40 % slower one
 * afternoon than that morning); this figure tells a slower machine from a slower product.
 */
export function referenceLoopMs() {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e8; i++) sum += i % 7;
    if (sum < 0) throw new Error('unreachable: keeps the loop from being optimised away');
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(best);
}

export function writeResults(script, rows, extra = {}) {
  const dir = path.join(benchRoot, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${script}.json`);
  // The load average says how much else was running: figures from a busy machine are not comparable.
  const machine = {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    referenceLoopMs: referenceLoopMs(),
  };
  writeFileSync(
    file,
    `${JSON.stringify({ script, date: new Date().toISOString(), machine, rows, ...extra }, null, 2)}\n`,
  );
  console.log(`\n→ ${path.relative(process.cwd(), file)}`);
}
