// @ts-check
// The pure parts of scripts/remote-dev.mjs (`npm run dev -w remotes/<name>`), apart so that jest can test
// them: which remote, the environment file naming only auth and that remote, the server's environment,
// whether a container must be (re)built, the code in a mailed .eml, and what the harness prints.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** The development account the harness creates through the product's own API on first start. */
export const DEV_ACCOUNT = {
  email: 'dev@vetclinic.local',
  // Well known on purpose (printed, in the README): the harness listens on loopback only by default.
  password: 'vetclinic-dev',
  profile: {
    name: 'Dev',
    lastName: 'Local',
    whatsapp: '+584121234567',
    ci: 'V-10000000',
    cmv: '0000',
    estado: 'Mérida',
  },
};

/** Remotes every harness loads besides the one developed: auth, so that the team can sign in. */
export const ALWAYS_LOADED = ['auth'];

/**
 * The remote being developed: the `<name>` argument, else the workspace npm runs the script in
 * (`npm run dev -w remotes/<name>` runs it with cwd remotes/<name>). Throws a Spanish + English message.
 * @param {{ repoRoot: string, cwd: string, arg?: string }} where
 */
export function remoteNameFrom({ repoRoot, cwd, arg }) {
  // Real paths: a repository reached through a symbolic link still matches.
  const real = (/** @type {string} */ p) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const here = real(cwd);
  const fromCwd =
    path.dirname(here) === real(path.join(repoRoot, 'remotes')) ? path.basename(here) : undefined;
  const name = arg ?? fromCwd;
  const known = remoteNames(repoRoot);
  if (!name) {
    throw new Error(
      'Falta el remoto: usa npm run dev -w remotes/<nombre> (o node scripts/remote-dev.mjs <nombre>).\n' +
        'Which remote? Use npm run dev -w remotes/<name>.\n' +
        `Remotos / remotes: ${known.join(', ')}`,
    );
  }
  if (!known.includes(name)) {
    throw new Error(
      `"${name}" no es un remoto de este repositorio / is not a remote of this repository.\n` +
        `Remotos / remotes: ${known.join(', ')}`,
    );
  }
  return name;
}

/** Folders under remotes/ that are packages, sorted. */
export function remoteNames(/** @type {string} */ repoRoot) {
  const dir = path.join(repoRoot, 'remotes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'package.json')))
    .map((e) => e.name)
    .sort();
}

/** The remotes the harness loads: auth and the one developed, nothing else. */
export function loadedRemotes(/** @type {string} */ name) {
  return [...new Set([...ALWAYS_LOADED, name])];
}

/** Where each remote's entry (label, mounts, nav, widgets) comes from: the environment of `npm start`. */
export const LOCAL_ENVIRONMENT = path.join('shell', 'environments', 'local.json');

/**
 * shell/environments/local.json, parsed. Throws a Spanish + English message when it cannot be read.
 * @param {string} repoRoot
 * @returns {{ remotes: Record<string, Record<string, unknown>> }}
 */
export function readLocalEnvironment(repoRoot) {
  const file = path.join(repoRoot, LOCAL_ENVIRONMENT);
  try {
    const data = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof data?.remotes === 'object' && data.remotes !== null) return data;
  } catch {
    /* said below */
  }
  throw new Error(
    `No se pudo leer ${LOCAL_ENVIRONMENT} (un objeto con "remotes") / could not read ${LOCAL_ENVIRONMENT}.`,
  );
}

/**
 * The environment file served as /remotes.json: only the loaded remotes, each with its entry in
 * local.json (where the shell mounts it, its navigation and widgets) and its manifest at this server's own
 * remotes/<name>/dist. The others are left out on purpose: the shell has neither their routes nor their links.
 * @param {string} name
 * @param {{ remotes: Record<string, Record<string, unknown>> }} local shell/environments/local.json
 */
export function harnessEnvironment(name, local) {
  const entries = loadedRemotes(name).map((r) => {
    const entry = Object.hasOwn(local.remotes, r) ? local.remotes[r] : undefined;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(
        `${LOCAL_ENVIRONMENT} no tiene una entrada para "${r}": añádela primero (manifest, label, mounts ` +
          'y, si los tiene, nav y widgets; ver «A new remote joins» en RELEASING.md).\n' +
          `${LOCAL_ENVIRONMENT} has no entry for "${r}": add it first (see RELEASING.md).`,
      );
    }
    // This server's build of it, whatever local.json names; the rest of the entry as it is there.
    return [r, { ...entry, manifest: `/remotes/${r}/mf-manifest.json` }];
  });
  return { remotes: Object.fromEntries(entries), overrideOrigins: [], releaseBase: '/releases' };
}

/**
 * Port, address and data folder of the harness. DATA_DIR typed by the user is relative to where they
 * typed the command (npm's INIT_CWD); the default is <repo>/data-dev, so that ./data is never touched.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ repoRoot: string, userCwd: string }} where
 */
export function harnessSettings(env, { repoRoot, userCwd }) {
  const rawPort = env.PORT?.trim() || '8080';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(
      `PORT="${rawPort}" no es válido: usa un entero entre 1 y 65535.\n` +
        `PORT="${rawPort}" is invalid: use an integer from 1 to 65535.`,
    );
  }
  // Loopback by default: the development account's password is well known. HOST=0.0.0.0 opens it.
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDir = env.DATA_DIR?.trim()
    ? path.resolve(userCwd, env.DATA_DIR.trim())
    : path.join(repoRoot, 'data-dev');
  const wildcard = host === '0.0.0.0' || host === '::';
  const loopback = wildcard || host === '127.0.0.1' || host === 'localhost' || host === '::1';
  const urlHost = (/** @type {string} */ h) => (h.includes(':') ? `[${h}]` : h);
  return {
    port,
    host,
    dataDir,
    /** What the harness itself calls (health, account). */
    apiOrigin: `http://${wildcard ? '127.0.0.1' : urlHost(host)}:${port}`,
    /** What the harness tells the developer to open. */
    openUrl: `http://${loopback ? 'localhost' : urlHost(host)}:${port}/`,
  };
}

/**
 * The server's environment: its own DATA_DIR and environment file. Mail always goes to the outbox
 * (the harness reads the confirmation code there) and APP_ENV is local (no production rules).
 * @param {NodeJS.ProcessEnv} base
 * @param {{ dataDir: string, remotesFile: string, port: number, host: string }} settings
 */
export function serverEnv(base, { dataDir, remotesFile, port, host }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...base, DATA_DIR: dataDir, REMOTES_FILE: remotesFile, PORT: String(port), HOST: host };
  env.APP_ENV = 'local';
  delete env.SMTP_URL;
  return env;
}

// What each container's build depends on besides its own folder (dist and node_modules excluded).
const SHARED_INPUTS = ['shared-ui', 'rspack.shared.js', 'package-lock.json'];
const API_INPUTS = ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json'];
const SKIPPED = new Set(['dist', 'node_modules', 'coverage']);

/** The file whose presence says "built": api/dist/server.js, shell/dist/index.html, a remote's manifest. */
export function builtMarker(/** @type {string} */ repoRoot, /** @type {string} */ ws) {
  if (ws === 'api') return path.join(repoRoot, 'api', 'dist', 'server.js');
  if (ws === 'shell') return path.join(repoRoot, 'shell', 'dist', 'index.html');
  return path.join(repoRoot, ws, 'dist', 'mf-manifest.json');
}

/** Newest modification time under `target` (a file or a folder), skipping build output. */
function newestMtime(/** @type {string} */ target) {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * rspack arguments of a development build the product's server can serve: its Content Security Policy
 * refuses eval, which rspack's default development source maps use (same flags as each `watch` script).
 */
export const DEV_BUILD_ARGS = ['--node-env', 'development', '--devtool', 'cheap-module-source-map'];

/**
 * 'missing' when never built, 'stale' when a source changed after the build (a `git pull`, another team's
 * change), else 'fresh'. Stale matters: an old shell or API with a new remote fails in confusing ways.
 * @param {string} repoRoot
 * @param {string} ws 'api', 'shell' or 'remotes/<name>'
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function buildState(repoRoot, ws) {
  const marker = builtMarker(repoRoot, ws);
  if (!existsSync(marker)) return 'missing';
  const inputs = ws === 'api' ? API_INPUTS : [ws, ...SHARED_INPUTS];
  const newest = Math.max(...inputs.map((input) => newestMtime(path.join(repoRoot, input))));
  return newest > statSync(marker).mtimeMs ? 'stale' : 'fresh';
}

/**
 * Whether shell/dist is a development build without eval. The host must be one: a remote built for
 * development runs React's development JSX runtime, which fails on a production React ("getOwner is not
 * a function"), and the shell provides React to every remote. Production builds name main.<hash>.js and
 * development ones main.js (rspack.shared.js).
 * @param {string} repoRoot
 */
export function shellIsDevBuild(repoRoot) {
  const main = path.join(repoRoot, 'shell', 'dist', 'main.js');
  if (!existsSync(main)) return false;
  // Source maps inside eval() (an older `npm run dev`): the browser refuses them under the CSP.
  return !readFileSync(main, 'utf8').includes('eval(');
}

/**
 * The 6-digit code of a mail the product wrote to DATA_DIR/outbox (as e2e/support/outbox.ts reads it):
 * headers skipped, quoted-printable undone, the HTML part left out (its colours look like codes).
 * @param {string} eml
 * @returns {string | undefined}
 */
export function codeFromMail(eml) {
  const body = eml
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const text = body
    .split(/Content-Type:\s*text\/html/i)[0]
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return /\b(\d{6})\b/.exec(text)?.[1];
}

/**
 * The page to open first. The lab's screens hang under a pet (/patients/<id>/lab-exams) and the patients
 * remote that lists pets is absent here, so the lab starts at a seeded pet that has exams; every other
 * remote is reachable from the menu.
 * @param {string} name
 * @param {(route: string) => Promise<any>} get an authenticated GET under /api, answering the JSON body
 */
export async function startPath(name, get) {
  if (name !== 'lab') return '/';
  const pets = (await get('/patients?limit=50'))?.items ?? [];
  for (const pet of pets) {
    const exams = await get(`/patients/${pet._id}/lab-exams?limit=1`);
    if (exams?.total > 0) return `/patients/${pet._id}/lab-exams`;
  }
  return pets.length ? `/patients/${pets[0]._id}/lab-exams` : '/';
}

/**
 * What the harness prints once everything is up.
 * @param {{ name: string, openUrl: string, dataDir: string, repoRoot: string, absent: string[],
 *   seeded?: boolean }} info
 */
export function banner({ name, openUrl, dataDir, repoRoot, absent, seeded }) {
  const relative = path.relative(repoRoot, dataDir);
  const shownData = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dataDir;
  const also = loadedRemotes(name).filter((r) => r !== name);
  const lines = [
    `Remoto «${name}» en desarrollo, solo / the ${name} remote in development, alone`,
    '',
    `  Abre / open:            ${openUrl}`,
    `  Cuenta / account:       ${DEV_ACCOUNT.email}`,
    `  Contraseña / password:  ${DEV_ACCOUNT.password}`,
    `  Se recompila al guardar / rebuilt on save: remotes/${name} (recarga la página / reload the page)`,
  ];
  if (also.length)
    lines.push(`  También cargado / also loaded: ${also.join(', ')} (para iniciar sesión / to sign in)`);
  if (absent.length) {
    lines.push(
      `  Ausentes a propósito / absent on purpose: ${absent.join(', ')}`,
      '    fuera de su remotes.json: el shell no tiene sus pantallas ni sus enlaces',
      '    left out of its remotes.json: the shell has neither their screens nor their links',
    );
  }
  if (seeded) lines.push('  Datos de demostración cargados / demo data loaded');
  lines.push(
    `  Datos / data: ${shownData} (bórrala para empezar de cero / delete it to start afresh)`,
    '  Ctrl-C lo detiene todo / stops everything',
  );
  const rule = '─'.repeat(Math.max(...lines.map((l) => l.length)));
  return [rule, ...lines, rule].join('\n');
}
