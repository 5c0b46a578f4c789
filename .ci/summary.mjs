// Prints one closing line over every suite CI ran: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of ['jest', 'jest-api-pg', 'jest-new-remote'].map((name) => `.test-results/${name}.json`)) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
const pw = 'e2e/test-results/results.json';
if (existsSync(pw)) {
  const { stats } = JSON.parse(readFileSync(pw, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
console.log(`${passed} passed, ${failed} failed`);
if (passed === 0 || failed > 0) process.exit(1);
