// @ts-check
// `npm run release -w remotes/<name> -- --env staging`: builds that remote into releases/<name>/<version>/
// and points shell/environments/staging.json at it. See "Releases" in README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { releaseRemote } from './lib/release-remote.mjs';

const ENVIRONMENTS = ['local', 'staging', 'production'];
const USAGE = `Uso: npm run release -w remotes/<nombre> -- --env <${ENVIRONMENTS.join('|')}> [opciones]

  --env <entorno>        archivo de entorno a actualizar: shell/environments/<entorno>.json
  --env-file <ruta>      otro archivo de entorno (en lugar de --env)
  --out <carpeta>        carpeta de versiones (por defecto RELEASES_DIR o ./releases)
  --promote <versión>    no compila: apunta el entorno a una versión ya publicada
  --remote <nombre>      el remoto, si no se ejecuta con -w remotes/<nombre>`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm runs the script inside the workspace; paths typed by the user are relative to where they typed them.
const userCwd = process.env.INIT_CWD ?? process.cwd();

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      env: { type: 'string' },
      'env-file': { type: 'string' },
      out: { type: 'string' },
      promote: { type: 'string' },
      remote: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch {
  fail(`Opciones no válidas: ${process.argv.slice(2).join(' ')}\n\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const inRemote = path.dirname(process.cwd()) === path.join(repoRoot, 'remotes');
const name = args.remote ?? (inRemote ? path.basename(process.cwd()) : undefined);
if (!name) fail(`Falta el remoto.\n\n${USAGE}`);
if (!args['env-file'] && !ENVIRONMENTS.includes(args.env ?? ''))
  fail(`Falta --env (${ENVIRONMENTS.join(', ')}) o --env-file.\n\n${USAGE}`);
const envFile = args['env-file']
  ? path.resolve(userCwd, args['env-file'])
  : path.join(repoRoot, 'shell', 'environments', `${args.env}.json`);
const releasesDir = path.resolve(
  userCwd,
  args.out ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
);

try {
  const result = await releaseRemote({ repoRoot, name, envFile, releasesDir, promote: args.promote });
  const relative = path.relative(userCwd, envFile);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? envFile : relative;
  console.log(
    [
      '',
      result.built
        ? `Versión ${result.version} de ${name} publicada en ${result.folder}`
        : `Versión ${result.version} de ${name} promovida (sin compilar).`,
      `${shown}: "${name}": "${result.pointer}"`,
      `Para volver atrás, cambia esa línea por la anterior: "${name}": "${result.previous ?? '(no existía)'}"`,
      '',
    ].join('\n'),
  );
} catch (err) {
  fail(/** @type {Error} */ (err).message);
}
