// @ts-check
// `npm run dev -w remotes/<name>`: one remote alone, in a small harness with a session, so that its team
// works without the other remotes. The shell is the host (layout, session, toasts) and auth is loaded so
// that one can sign in; the remote is rebuilt on save (rspack --watch); the others are left out of the
// environment file on purpose (each loaded remote's entry comes from shell/environments/local.json), so
// the shell has neither their routes nor their links. The server runs on its own DATA_DIR (data-dev) with
// a confirmed development account, created through the product's own API on first start and filled with
// demo data by the seed. Ctrl-C stops everything. See "Working on one remote alone" in
// README.md; the pure parts are in lib/remote-dev-lib.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processGroup } from './lib/process-group.mjs';
import {
  DEV_ACCOUNT,
  DEV_BUILD_ARGS,
  banner,
  buildState,
  builtMarker,
  codeFromMail,
  harnessEnvironment,
  harnessSettings,
  loadedRemotes,
  readLocalEnvironment,
  remoteNameFrom,
  remoteNames,
  serverEnv,
  shellIsDevBuild,
  startPath,
} from './lib/remote-dev-lib.mjs';
import { npm, repoRoot, scriptsOf } from './lib/workspaces.mjs';

const TAG = 'remote-dev';
const log = (/** @type {string} */ message) => console.log(`[${TAG}] ${message}`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @returns {never} */
function fail(/** @type {string} */ message) {
  console.error(`\n[${TAG}] ${message}\n`);
  process.exit(1);
}

let name;
let settings;
let environment;
try {
  name = remoteNameFrom({ repoRoot, cwd: process.cwd(), arg: process.argv[2] });
  settings = harnessSettings(process.env, { repoRoot, userCwd: process.env.INIT_CWD || process.cwd() });
  // Before any build: a remote without an entry in local.json cannot be placed by the shell.
  environment = harnessEnvironment(name, readLocalEnvironment(repoRoot));
} catch (err) {
  fail(/** @type {Error} */ (err).message);
}
const { port, host, dataDir, apiOrigin, openUrl } = settings;
const remoteWs = `remotes/${name}`;

// ── 1. What the harness serves but does not watch: built when missing or older than its sources ──
// Front-end containers in development mode, like `npm run dev`: the shell must be (see shellIsDevBuild),
// and React's warnings for this remote come from the shell's copy.
const frontEndEnv = { ...process.env, NODE_ENV: 'development' };
const others = loadedRemotes(name)
  .filter((r) => r !== name)
  .map((r) => `remotes/${r}`);
for (const ws of ['api', 'shell', ...others]) {
  /** @type {string} */
  let state = buildState(repoRoot, ws);
  if (state === 'fresh' && ws === 'shell' && !shellIsDevBuild(repoRoot)) state = 'production';
  if (state === 'fresh') continue;
  if (!scriptsOf(ws).build) fail(`${ws} no tiene script "build" / has no build script.`);
  /** @type {Record<string, string>} */
  const why = {
    missing: 'no estaba compilado / not built',
    stale: 'sus fuentes cambiaron / its sources changed',
    production: 'es una compilación de producción / is a production build',
  };
  log(`Compilando / building ${ws} (${why[state]})…`);
  // One at a time: bundlers are memory hungry and the machine may be small.
  const args = ['run', 'build', '-w', ws, ...(ws === 'api' ? [] : ['--', ...DEV_BUILD_ARGS])];
  const built = spawnSync(npm, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: ws === 'api' ? process.env : frontEndEnv,
  });
  if (built.status !== 0) fail(`La compilación de ${ws} falló / build of ${ws} failed.`);
}

// ── 2. The environment file naming only auth and this remote (entries from local.json), removed on exit ──
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vet-remote-dev-'));
const remotesFile = path.join(tmp, 'remotes.json');
writeFileSync(remotesFile, `${JSON.stringify(environment, null, 2)}\n`);
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

const group = processGroup({ tag: TAG, cwd: repoRoot });
const env = serverEnv(process.env, { dataDir, remotesFile, port, host });
const serverJs = path.join(repoRoot, 'api', 'dist', 'server.js');
// Plain node, not --watch: nobody edits the API here, and a server that cannot start (DATA_DIR in use,
// port taken) must stop the harness with its message rather than wait for a file change.
const startServer = () => group.run('api:server', process.execPath, [serverJs], env);

// ── 3. The remote rebuilt on save, and the server ──
const watchStarted = Date.now();
if (!scriptsOf(remoteWs).watch) fail(`${remoteWs} no tiene script "watch" / has no watch script.`);
group.run(remoteWs, npm, ['run', 'watch', '-w', remoteWs], frontEndEnv);
let server = startServer();

/** Polls until `check` is true; false when the harness is stopping or the time is up. */
async function until(/** @type {() => boolean | Promise<boolean>} */ check, /** @type {number} */ ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !group.stopping) {
    if (await check()) return true;
    await sleep(300);
  }
  return false;
}

const healthy = () =>
  fetch(`${apiOrigin}/api/health`)
    .then((res) => res.ok)
    .catch(() => false);

/**
 * One call to the product's API.
 * @param {string} method
 * @param {string} route under /api
 * @param {{ body?: object, token?: string }} [options]
 * @returns {Promise<{ status: number, body: any }>}
 */
async function call(method, route, { body, token } = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${apiOrigin}/api${route}`, {
    method,
    headers,
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}
const post = (/** @type {string} */ route, /** @type {object} */ body) => call('POST', route, { body });

// ── 4. The session: the development account, through the product's own API ──
const outbox = path.join(dataDir, 'outbox');
const mails = () => {
  try {
    return readdirSync(outbox).filter((f) => f.toLowerCase().includes(DEV_ACCOUNT.email));
  } catch {
    return [];
  }
};

/** The code of a mail to the account that arrives after `before` (the names seen until then). */
async function newCode(/** @type {string[]} */ before) {
  let code;
  await until(() => {
    const fresh = mails()
      .filter((f) => !before.includes(f))
      .sort();
    code = fresh.length
      ? codeFromMail(readFileSync(path.join(outbox, fresh.at(-1) ?? ''), 'utf8'))
      : undefined;
    return code !== undefined;
  }, 10_000);
  return code;
}

/** 'existing' (signs in), 'created' (just created and confirmed) or 'unusable' (exists with another password). */
async function ensureAccount() {
  const { email, password } = DEV_ACCOUNT;
  const login = await post('/auth/login', { email, password });
  if (login.status === 200) {
    await call('POST', '/auth/logout', { token: login.body.token }).catch(() => undefined);
    return 'existing';
  }
  if (login.status !== 401 && login.status !== 403) {
    throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  }
  const before = mails();
  // 403: created by an earlier start that stopped before confirming; 401: not there (or another password).
  const asked =
    login.status === 403
      ? await post('/auth/request-new-token', { email })
      : await post('/auth/create-account', {
          ...DEV_ACCOUNT.profile,
          email,
          password,
          confirmPassword: password,
        });
  if (asked.status >= 300) throw new Error(`${asked.status} ${JSON.stringify(asked.body)}`);
  const code = await newCode(before);
  if (!code) return 'unusable';
  const confirmed = await post('/auth/confirm-account', { token: code, email });
  if (confirmed.status !== 200) throw new Error(`${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return 'created';
}

if (!(await until(healthy, 180_000))) {
  if (!group.stopping) {
    console.error(`[${TAG}] La API no respondió en ${apiOrigin} / the API did not answer.`);
    group.stopAll(1);
  }
  await new Promise(() => {}); // stopAll exits
}

let account;
try {
  account = await ensureAccount();
} catch (err) {
  account = 'failed';
  console.error(
    `[${TAG}] No se pudo preparar la cuenta de desarrollo / could not prepare the development account: ` +
      /** @type {Error} */ (err).message,
  );
}
if (account === 'unusable') {
  console.error(
    `[${TAG}] ${DEV_ACCOUNT.email} existe con otra contraseña / exists with another password. ` +
      `Borra ${dataDir} para empezar de cero / delete it to start afresh.`,
  );
}

// Demo data for a new account. The seed opens DATA_DIR's database itself and is refused while the
// server holds it, so the server stops for it (first start only) and comes back.
let seeded = false;
const seedScript = path.join(repoRoot, 'scripts', 'seed.mjs');
if (account === 'created' && existsSync(seedScript) && !group.stopping) {
  log('Cargando datos de demostración / loading demo data…');
  await group.stop(server);
  const status = await group.task(
    'seed',
    process.execPath,
    [seedScript, '--vet', DEV_ACCOUNT.email, '--scale', 'demo'],
    env,
  );
  seeded = status === 0;
  if (!seeded && !group.stopping) {
    console.error(
      `[${TAG}] La siembra falló; la cuenta funciona sin datos / the seed failed; the account works without data.\n` +
        `  A mano, con el servidor detenido / by hand, server stopped: DATA_DIR=${dataDir} npm run seed -- --vet ${DEV_ACCOUNT.email}`,
    );
  }
  if (!group.stopping) {
    server = startServer();
    await until(healthy, 180_000);
  }
}

// ── 5. Where to start, once the remote's first build is out: what to open and with which account ──
let start = '/';
if (account === 'existing' || account === 'created') {
  try {
    const { body } = await post('/auth/login', { email: DEV_ACCOUNT.email, password: DEV_ACCOUNT.password });
    const get = async (/** @type {string} */ route) => (await call('GET', route, { token: body.token })).body;
    start = await startPath(name, get);
    await call('POST', '/auth/logout', { token: body.token });
  } catch {
    /* the home page will do */
  }
}

const manifest = builtMarker(repoRoot, remoteWs);
const builtNow = () => {
  try {
    return statSync(manifest).mtimeMs >= watchStarted - 1_000;
  } catch {
    return false;
  }
};
if (!builtNow()) log(`Esperando la primera compilación de ${remoteWs} / waiting for its first build…`);
await until(builtNow, 300_000);
if (!group.stopping) {
  const absent = remoteNames(repoRoot).filter((r) => !loadedRemotes(name).includes(r));
  const openAt = new URL(start, openUrl).href;
  console.log(`\n${banner({ name, openUrl: openAt, dataDir, repoRoot, absent, seeded })}\n`);
}
