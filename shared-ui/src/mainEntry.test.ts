// shared-ui's main entry is a shared module that every start-up loads, and with it every antd component
// its modules import statically (the federation runtime fetches them before the entry runs). Components
// used by a few screens only stay behind a lazy import() or in the unshared `@vet/shared-ui/form`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importedValues } from '../test/importedValues';

/** The files reached from `file` through static relative imports and re-exports (not import(), not types). */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'/g)) {
    const base = join(dirname(file), specifier);
    const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
    if (resolved) staticGraph(resolved, seen);
  }
  return seen;
}

it('the shared main entry loads only light antd components on every start-up', () => {
  const reached = staticGraph(join(__dirname, 'index.ts'));
  expect([...importedValues(reached, 'antd')].sort()).toEqual(['Button', 'Empty']);
});

it('the form pieces, outside it, are where antd Form is imported', () => {
  const reached = staticGraph(join(__dirname, '..', 'form.ts'));
  // InputNumber for NumberInput, DatePicker for DateTimeInput, Radio and Select for the choice fields,
  // Button for FormActions, Row and Col for ClinicFields' layout: a screen that does not use them drops
  // them (shared-ui has no side effects).
  expect([...importedValues(reached, 'antd')].sort()).toEqual([
    'Button',
    'Col',
    'DatePicker',
    'Form',
    'Input',
    'InputNumber',
    'Radio',
    'Row',
    'Select',
  ]);
});
