// @ts-check
// `npm run release -w remotes/<name> -- --env staging`: builds that remote, publishes it as
// releases/<name>/<version>/ (the version names its content) and points the remote's "manifest" in
// shell/environments/staging.json at it. `-- --env production --promote <version>` takes to production
// the version staging names. See RELEASING.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROVIDES_FILE } from '@vet/facts';
import { promoteRemote, releaseRemote } from './lib/release-remote.mjs';

const ENVIRONMENTS = ['local', 'staging', 'production'];
const USAGE = `Uso: npm run release -w remotes/<nombre> -- --env <${ENVIRONMENTS.join('|')}> [opciones]

  --env <entorno>          archivo de entorno a actualizar: shell/environments/<entorno>.json
  --env-file <ruta>        otro archivo de entorno (en lugar de --env)
  --out <carpeta>          carpeta de versiones (por defecto RELEASES_DIR o ./releases)
  --promote <versión>      no compila: lleva al entorno la versión que nombra staging
  --staging-file <ruta>    el archivo de staging que --promote consulta (por defecto shell/environments/staging.json)
  --shell-provides <ruta o URL>
                           lo que ofrece el shell del entorno (por defecto shell/dist/provides.json)
  --remote <nombre>        el remoto, si no se ejecuta con -w remotes/<nombre>

Ver RELEASING.md.`;

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
      'staging-file': { type: 'string' },
      'shell-provides': { type: 'string' },
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
const environments = path.join(repoRoot, 'shell', 'environments');
const envFile = args['env-file']
  ? path.resolve(userCwd, args['env-file'])
  : path.join(environments, `${args.env}.json`);
const releasesDir = path.resolve(
  userCwd,
  args.out ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
);
// Production is named by --env or by its file's name (a copy elsewhere is still production's).
const envName = args.env ?? path.basename(envFile, '.json');
const provides = args['shell-provides']
  ? /^https?:\/\//.test(args['shell-provides'])
    ? args['shell-provides']
    : path.resolve(userCwd, args['shell-provides'])
  : path.join(repoRoot, 'shell', 'dist', PROVIDES_FILE);
const target = {
  repoRoot,
  name,
  envFile,
  releasesDir,
  provides,
  shell: `el shell de ${envName === 'production' ? 'producción' : envName}`,
};

/** A path as the user would type it from where they are. */
function shown(/** @type {string} */ file) {
  const relative = path.relative(userCwd, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/**
 * The line that moved, as it reads in the file (`"manifest": …` inside the remote's entry), and the one
 * that puts it back.
 * @param {string} pointer
 * @param {string | undefined} previous
 */
function pointerLines(pointer, previous) {
  return [
    `${shown(envFile)}, remoto "${name}": "manifest": "${pointer}"`,
    previous === pointer
      ? 'El archivo ya apuntaba ahí: no cambió nada.'
      : previous === undefined
        ? `Para volver atrás, quita del archivo la entrada "${name}": no tenía "manifest", es su primera versión en este entorno.`
        : `Para volver atrás, cambia esa línea de la entrada "${name}" por la anterior: "manifest": "${previous}"`,
  ];
}

try {
  if (args.promote !== undefined) {
    const stagingFile = args['staging-file']
      ? path.resolve(userCwd, args['staging-file'])
      : path.join(environments, 'staging.json');
    const result = await promoteRemote({ ...target, version: args.promote, stagingFile });
    console.log(
      [
        '',
        `${name} ${result.version} promovida a ${envName} (sin compilar): es la versión que nombra staging, ` +
          `confirmada en git y compatible con ${target.shell}.`,
        ...pointerLines(result.pointer, result.previous),
        '',
      ].join('\n'),
    );
  } else {
    const result = await releaseRemote({ ...target, production: envName === 'production' });
    console.log(
      [
        '',
        result.existed
          ? `La versión ${result.version} de ${name} ya estaba publicada con este mismo contenido (${result.folder}): no se copia de nuevo.`
          : `Versión ${result.version} de ${name} publicada en ${result.folder}`,
        ...(result.dirty
          ? [
              'Atención: compilada con cambios sin confirmar en git. Sirve para probar en staging; ' +
                'no se podrá promover a producción hasta publicarla de nuevo desde código confirmado.',
            ]
          : []),
        ...pointerLines(result.pointer, result.previous),
        '',
      ].join('\n'),
    );
  }
} catch (err) {
  fail(/** @type {Error} */ (err).message);
}
