// @ts-check
// npm run new-remote -- <name> [--label "<nombre en español>"]: a new remote in the shape every remote
// follows (docs/remote-template.md), with a first screen at /<name> and its tests, its entry in
// shell/environments/local.json, and the workspace linked (npm install). Jest, eslint, the typecheck and
// the bench find it by its folder (scripts/lib/remotes.cjs).
//   --root <dir>   the repository to work in (the tests' temporary copy); this one by default
//   --no-install   leaves npm install to the caller (the tests)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCAL_FILE, createRemote } from './new-remote/create-remote.mjs';

const USAGE = 'Uso: npm run new-remote -- <nombre> [--label "<nombre del módulo en español>"]';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} message */
function refuse(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      label: { type: 'string' },
      root: { type: 'string' },
      'no-install': { type: 'boolean', default: false },
    },
  });
} catch (err) {
  refuse(`No se entiende la orden: ${/** @type {Error} */ (err).message}`);
}
const { positionals, values } = /** @type {NonNullable<typeof args>} */ (args);
if (positionals.length !== 1) refuse('Indica el nombre del remoto, uno solo (como vacunas).');
const name = positionals[0];
const root = values.root
  ? path.resolve(values.root)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

let created;
try {
  created = await createRemote({ root, name, label: values.label?.trim() });
} catch (err) {
  refuse(/** @type {Error} */ (err).message);
}
const { files, entry } = /** @type {NonNullable<typeof created>} */ (created);

if (!values['no-install']) {
  // Links the new workspace and writes it into package-lock.json; then the lockfile's other-platform
  // builds, as after every npm install (.ci/complete-lockfile.mjs).
  const steps = [
    [npm, ['install', '--no-audit', '--no-fund']],
    [process.execPath, ['.ci/complete-lockfile.mjs']],
  ];
  for (const [command, commandArgs] of /** @type {[string, string[]][]} */ (steps)) {
    const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
    if (status !== 0) {
      console.error(
        `remotes/${name} está creado, pero falló «${path.basename(command)} ${commandArgs.join(' ')}»: ` +
          'corrige el error y ejecuta npm install --no-audit --no-fund y node .ci/complete-lockfile.mjs.',
      );
      process.exit(1);
    }
  }
}

const { label, nav } = entry;
console.log(
  [
    '',
    `Remoto "${name}" («${label}») creado:`,
    ...files.map((file) => `  ${file}`),
    `  ${LOCAL_FILE}: su entrada; se monta en /${name}, con el enlace «${nav[0].label}» en la barra lateral` +
      ' y en los accesos del móvil',
    '',
    'Siguientes pasos:',
    `  1. npm run build && npm start, y abre http://localhost:8080/${name} con tu sesión iniciada.`,
    `  2. npm run dev -w remotes/${name}: el remoto solo, recompilado al guardar.`,
    `  3. Sus pruebas: node --experimental-vm-modules node_modules/jest/bin/jest.js remotes/${name}`,
    `  4. Haz commit de remotes/${name}, ${LOCAL_FILE} y package-lock.json.`,
    '  5. Para publicarlo, copia su entrada sin "manifest" a shell/environments/staging.json y ejecuta',
    `     npm run release -w remotes/${name} -- --env staging (RELEASING.md, «A new remote joins»).`,
    '     staging.json y production.json lo conocen así, con su primera versión.',
  ].join('\n'),
);
