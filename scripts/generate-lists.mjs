// @ts-check
// The closed lists of values (species, sexes, grooming services, payment types, Venezuelan states) live
// once, in shared-ui/src/constants/lists.json. The forms (shared-ui) and the API's schemas use them as
// typed constants (`as const`, so a species is a type, not any string): this writes those two TypeScript
// copies from the JSON. A test (api/test/lists-generated.test.ts) fails when they are not up to date.
//   npm run generate:lists             write them
//   npm run generate:lists -- --check  only say whether they are up to date (exit 1 when not)
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE = 'shared-ui/src/constants/lists.json';
export const TARGETS = ['shared-ui/src/constants/lists.generated.ts', 'api/src/lists.generated.ts'];

/**
 * The TypeScript module for the lists in `source` (the JSON's text).
 * @param {string} source
 */
export async function listsModule(source) {
  const lists = JSON.parse(source);
  const body = Object.entries(lists)
    .filter(([name]) => !name.startsWith('$'))
    .map(([name, values]) => `export const ${name} = ${JSON.stringify(values)} as const;`)
    .join('\n\n');
  const text = `// Generated from ${SOURCE} by \`npm run generate:lists\`: edit the JSON, not this file.\n\n${body}\n`;
  const options = await prettier.resolveConfig(path.join(root, TARGETS[0]));
  return prettier.format(text, { ...options, parser: 'typescript' });
}

/**
 * The targets that differ from what the JSON gives.
 * @param {string} base the repository
 */
export async function outdatedTargets(base = root) {
  const expected = await listsModule(await readFile(path.join(base, SOURCE), 'utf8'));
  const outdated = [];
  for (const target of TARGETS) {
    const current = await readFile(path.join(base, target), 'utf8').catch(() => '');
    if (current !== expected) outdated.push(target);
  }
  return { expected, outdated };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { expected, outdated } = await outdatedTargets();
  if (process.argv.includes('--check')) {
    if (outdated.length) {
      console.error(`Listas desactualizadas: ${outdated.join(', ')}. Ejecuta npm run generate:lists.`);
      process.exit(1);
    }
    console.log('Las listas generadas están al día.');
  } else {
    for (const target of TARGETS) await writeFile(path.join(root, target), expected);
    console.log(`Escritas: ${TARGETS.join(', ')} (desde ${SOURCE}).`);
  }
}
