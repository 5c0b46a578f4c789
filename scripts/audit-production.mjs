#!/usr/bin/env node
// `npm audit` of the production dependencies (issue #10): fails on any high or critical finding.
// When the registry cannot answer audits (this workplace's mirror refuses the endpoint with 405),
// it says so and exits 0: an audit that could not run is reported, never passed off as clean.
import { spawnSync } from 'node:child_process';
import { summarize } from './lib/audit-report.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = { message: (run.stderr || run.stdout || 'sin respuesta').trim().split('\n').at(-1) };
}

const verdict = summarize(report);
console.log(verdict.text);
process.exit(verdict.ok ? 0 : 1);
