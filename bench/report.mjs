// Assembles every bench/results/<script>.json into bench/results/latest.md: one table per script
// (figure, value, target, verdict) headed by the date, machine and load average of its run.
// `node report.mjs --readme` also writes a summary (each missed target, how many are met) into README.md's
// «Benchmarks» section, between its bench:start / bench:end markers.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchRoot, repoRoot } from './lib/paths.mjs';

const ORDER = [
  'build-times',
  'bundle-sizes',
  'bundle-budgets',
  'query-plans',
  'api-throughput',
  'page-load',
  'slow-network',
];
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

const cell = (text) => String(text).replaceAll('|', '\\|');

function value(r) {
  const v = typeof r.value === 'number' ? r.value.toLocaleString('en-US') : String(r.value);
  return r.unit ? `${v} ${r.unit}` : v;
}

function verdict(r) {
  if (r.target === undefined) return '';
  return r.ok ? 'cumple' : '**NO CUMPLE**';
}

function machine(m = {}) {
  const load = m.loadAverage ? `, carga ${m.loadAverage.join(' / ')}` : '';
  const loop = m.referenceLoopMs ? `, bucle de referencia ${m.referenceLoopMs} ms` : '';
  return `${m.cpus ?? '?'} CPU, ${m.memoryGiB ?? '?'} GiB, Node ${m.node ?? '?'}${load}${loop}`;
}

function readResults() {
  const dir = path.join(benchRoot, 'results');
  if (!existsSync(dir)) return [];
  const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .sort((a, b) => rank(a.script) - rank(b.script) || a.script.localeCompare(b.script));
}

export function tables(results) {
  const out = [];
  for (const result of results) {
    out.push(
      `### ${result.script} — ${result.date.slice(0, 16).replace('T', ' ')} UTC (${machine(result.machine)})`,
      '',
      '| Cifra | Valor | Objetivo | |',
      '| --- | --- | --- | --- |',
      ...result.rows.map(
        (r) => `| ${cell(r.name)} | ${cell(value(r))} | ${cell(r.target ?? '')} | ${verdict(r)} |`,
      ),
      '',
    );
  }
  return out.join('\n');
}

/** The README's short version: per script, its run, every missed target, and how many others are met. */
export function summary(results) {
  const out = ['| Cifra | Valor | Objetivo | |', '| --- | --- | --- | --- |'];
  for (const result of results) {
    const targeted = result.rows.filter((r) => r.target !== undefined);
    const missed = targeted.filter((r) => !r.ok);
    const when = `${result.date.slice(0, 16).replace('T', ' ')} UTC`;
    const load = result.machine?.loadAverage ? `, carga ${result.machine.loadAverage[0]}` : '';
    const loop = result.machine?.referenceLoopMs ? `, bucle ${result.machine.referenceLoopMs} ms` : '';
    out.push(`| **${result.script}** | ${when}${load}${loop} | | |`);
    for (const r of missed)
      out.push(`| ${cell(r.name)} | ${cell(value(r))} | ${cell(r.target)} | ${verdict(r)} |`);
    const met = targeted.length - missed.length;
    if (met > 0) out.push(`| ${missed.length > 0 ? 'Las demás' : 'Todas'}: ${met} cifras | | | cumplen |`);
    if (targeted.length === 0) out.push(`| ${result.rows.length} cifras sin objetivo | | | |`);
  }
  return `${out.join('\n')}\n`;
}

/** Markdown as `npx prettier --check` wants it (aligned tables), so that the check stays clean. */
async function formatted(file, text) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text; // prettier missing: the table is still readable
  }
}

async function main() {
  const results = readResults();
  const rows = results.flatMap((r) => r.rows);
  const missed = rows.filter((r) => r.target !== undefined && !r.ok).length;
  const withTarget = rows.filter((r) => r.target !== undefined).length;
  const body = tables(results);
  const md = [
    '# Benchmarks: últimos resultados',
    '',
    `Generado ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC por \`node bench/report.mjs\` ` +
      `a partir de \`bench/results/*.json\`: ${withTarget - missed} de ${withTarget} cifras cumplen su objetivo. ` +
      'Cada tabla lleva la fecha, la máquina, la carga (1 / 5 / 15 min) y el bucle de referencia (JavaScript ' +
      'puro: más ms, máquina más lenta en ese momento) de su propia ejecución.',
    '',
    body,
  ].join('\n');
  const file = path.join(benchRoot, 'results', 'latest.md');
  writeFileSync(file, await formatted(file, md));
  console.log(
    `${withTarget - missed} de ${withTarget} cifras cumplen su objetivo.\n→ ${path.relative(process.cwd(), file)}`,
  );

  if (process.argv.includes('--readme')) {
    const readme = path.join(repoRoot, 'README.md');
    const text = readFileSync(readme, 'utf8');
    const start = text.indexOf(README_START);
    const end = text.indexOf(README_END);
    if (start < 0 || end < start) {
      console.log(`README.md no tiene los marcadores ${README_START} … ${README_END}: no se toca.`);
      return;
    }
    const updated = `${text.slice(0, start + README_START.length)}\n\n${summary(results)}\n${text.slice(end)}`;
    writeFileSync(readme, await formatted(readme, updated));
    console.log('→ README.md (sección Benchmarks)');
  }
}

await main();
