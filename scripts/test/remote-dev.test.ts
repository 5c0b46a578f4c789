import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  DEV_ACCOUNT,
  DEV_BUILD_ARGS,
  banner,
  buildState,
  codeFromMail,
  harnessEnvironment,
  harnessSettings,
  readLocalEnvironment,
  remoteNameFrom,
  serverEnv,
  shellIsDevBuild,
  startPath,
} from '../lib/remote-dev-lib.mjs';
import { confirmationMail } from '../../api/src/auth/mails.js';
import { parseEnvironment } from '../../api/src/http/environment-file.js';
import { createMailer } from '../../api/src/mail/mailer.js';
import { isRunning } from '../../api/src/lib/process.js';
import { silentLogger } from '../../api/test/helpers/logger.js';
import { repoRoot } from '../lib/workspaces.mjs';
import { runScript } from './helpers/script-run.js';

jest.setTimeout(120_000);

/** shell/environments/local.json: where each remote's entry (label, mounts, nav, widgets) comes from. */
const local = readLocalEnvironment(repoRoot);

/** A folder with package.json files laid out as `files` says ({ 'remotes/lab/package.json': '{}' }). */
async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vet-remote-dev-lib-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

describe('remote-dev harness, pure parts (scripts/lib/remote-dev-lib.mjs)', () => {
  it('finds the remote from the workspace npm runs it in, or from its argument', () => {
    expect(remoteNameFrom({ repoRoot, cwd: path.join(repoRoot, 'remotes', 'lab') })).toBe('lab');
    expect(remoteNameFrom({ repoRoot, cwd: repoRoot, arg: 'grooming' })).toBe('grooming');
    expect(() => remoteNameFrom({ repoRoot, cwd: repoRoot })).toThrow(
      /Falta el remoto[\s\S]*auth, (\w+, )*grooming/,
    );
    expect(() => remoteNameFrom({ repoRoot, cwd: path.join(repoRoot, 'shell') })).toThrow(/Falta el remoto/);
    expect(() => remoteNameFrom({ repoRoot, cwd: repoRoot, arg: 'shell' })).toThrow(
      /"shell" no es un remoto/,
    );
  });

  it('writes an environment file naming only auth and the remote, with their entries from local.json', () => {
    const lab = harnessEnvironment('lab', local);
    expect(lab).toEqual({
      remotes: { auth: local.remotes.auth, lab: local.remotes.lab },
      overrideOrigins: [],
      releaseBase: '/releases',
    });
    expect(lab.remotes.lab).toMatchObject({
      manifest: '/remotes/lab/mf-manifest.json',
      label: 'Laboratorio',
      mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main' }],
    });
    expect(harnessEnvironment('grooming', local).remotes.grooming).toMatchObject({
      nav: [{ label: 'Peluquería', to: '/grooming-services', icon: 'scissors', order: 40 }],
      widgets: { order: 20 },
    });
    expect(parseEnvironment(JSON.parse(JSON.stringify(lab)))).toEqual(lab);
    expect(Object.keys(harnessEnvironment('auth', local).remotes)).toEqual(['auth']);
  });

  it('serves this server’s build of the remote whatever local.json names, and keeps the rest of the entry', () => {
    const elsewhere = {
      remotes: {
        ...local.remotes,
        lab: { ...local.remotes.lab, manifest: 'http://localhost:8090/lab/1.0.0-abc/mf-manifest.json' },
      },
    };
    expect(harnessEnvironment('lab', elsewhere).remotes.lab).toEqual(local.remotes.lab);
  });

  it('refuses a remote without an entry in local.json, saying what to add', () => {
    expect(() => harnessEnvironment('vaccines', local)).toThrow(
      new Error(
        'shell/environments/local.json no tiene una entrada para "vaccines": añádela primero (manifest, label, ' +
          'mounts y, si los tiene, nav y widgets; ver «A new remote joins» en RELEASING.md).\n' +
          'shell/environments/local.json has no entry for "vaccines": add it first (see RELEASING.md).',
      ),
    );
  });

  it('defaults to port 8080 on loopback with its own data folder; DATA_DIR is relative to where it was typed', () => {
    const here = harnessSettings({}, { repoRoot: '/repo', userCwd: '/repo/remotes/lab' });
    expect(here).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/repo/data-dev',
      apiOrigin: 'http://127.0.0.1:8080',
      openUrl: 'http://localhost:8080/',
    });
    const open = harnessSettings(
      { PORT: '8196', HOST: '0.0.0.0', DATA_DIR: 'tmp/dev' },
      { repoRoot: '/repo', userCwd: '/home/ana' },
    );
    expect(open).toMatchObject({
      port: 8196,
      dataDir: '/home/ana/tmp/dev',
      apiOrigin: 'http://127.0.0.1:8196',
    });
    expect(() => harnessSettings({ PORT: '0' }, { repoRoot: '/repo', userCwd: '/repo' })).toThrow(
      /PORT="0" no es válido/,
    );
  });

  it('gives the server its own DATA_DIR and environment file, mail in the outbox and APP_ENV local', () => {
    const env = serverEnv(
      { PATH: '/bin', SMTP_URL: 'smtp://x', APP_ENV: 'production', DATA_DIR: 'data' },
      { dataDir: '/repo/data-dev', remotesFile: '/tmp/r.json', port: 8196, host: '127.0.0.1' },
    );
    expect(env).toEqual({
      PATH: '/bin',
      APP_ENV: 'local',
      DATA_DIR: '/repo/data-dev',
      REMOTES_FILE: '/tmp/r.json',
      PORT: '8196',
      HOST: '127.0.0.1',
    });
  });

  it('rebuilds what is missing or older than its sources, and a shell that is not a development build', async () => {
    const root = await tree({
      'shell/src/index.ts': '',
      'shared-ui/src/index.ts': '',
      'rspack.shared.js': '',
      'remotes/auth/src/index.ts': '',
    });
    try {
      expect(buildState(root, 'shell')).toBe('missing');
      await mkdir(path.join(root, 'shell', 'dist'));
      await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '');
      expect(buildState(root, 'shell')).toBe('fresh');
      const later = new Date(Date.now() + 60_000);
      await utimes(path.join(root, 'shared-ui', 'src', 'index.ts'), later, later);
      expect(buildState(root, 'shell')).toBe('stale');
      expect(buildState(root, 'remotes/auth')).toBe('missing');

      expect(shellIsDevBuild(root)).toBe(false); // production: main.<hash>.js only
      await writeFile(path.join(root, 'shell', 'dist', 'main.js'), 'eval("x")');
      expect(shellIsDevBuild(root)).toBe(false); // eval: refused by the CSP
      await writeFile(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
      expect(shellIsDevBuild(root)).toBe(true);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    expect(DEV_BUILD_ARGS).toEqual(['--node-env', 'development', '--devtool', 'cheap-module-source-map']);
  });

  it('reads the confirmation code from a mail the product wrote to the outbox', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vet-remote-dev-outbox-'));
    try {
      const mailer = createMailer({ outboxDir, logger: silentLogger() });
      mailer.send(confirmationMail(DEV_ACCOUNT.email, 'Dev', '048213', 600_000));
      await mailer.flush();
      const [file] = await readdir(outboxDir);
      expect(codeFromMail(await readFile(path.join(outboxDir, file), 'utf8'))).toBe('048213');
    } finally {
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('starts the lab at a pet that has exams; the other remotes at the home page', async () => {
    const answers: Record<string, unknown> = {
      '/patients?limit=50': { items: [{ _id: 'p1' }, { _id: 'p2' }] },
      '/patients/p1/lab-exams?limit=1': { items: [], total: 0 },
      '/patients/p2/lab-exams?limit=1': { items: [{}], total: 1 },
    };
    const get = async (route: string) => answers[route];
    expect(await startPath('lab', get)).toBe('/patients/p2/lab-exams');
    expect(await startPath('owners', get)).toBe('/');
    expect(await startPath('lab', async () => ({ items: [] }))).toBe('/');
  });

  it('prints the URL, the account, what is rebuilt and what is absent on purpose', () => {
    const text = banner({
      name: 'lab',
      openUrl: 'http://localhost:8196/',
      dataDir: '/repo/data-dev',
      repoRoot: '/repo',
      absent: ['grooming', 'owners', 'patients'],
      seeded: true,
    });
    for (const part of [
      'http://localhost:8196/',
      DEV_ACCOUNT.email,
      DEV_ACCOUNT.password,
      'remotes/lab',
      'auth',
      'Ausentes a propósito / absent on purpose: grooming, owners, patients',
      'fuera de su remotes.json: el shell no tiene sus pantallas ni sus enlaces',
      'data-dev',
      'Ctrl-C',
    ])
      expect(text).toContain(part);
  });
});

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * scripts/remote-dev.mjs on a miniature repo: a shell and an auth remote whose builds record their
 * arguments, a lab remote whose "watch" writes its manifest and keeps running (with a grandchild), and an
 * api/dist/server.js that fakes the account routes (codes mailed to DATA_DIR/outbox), holds a lock while it
 * runs, and serves the environment file. The seed records its arguments and whether the lock was free.
 */
describe('npm run dev -w remotes/<name> (scripts/remote-dev.mjs)', () => {
  let repo: string;
  const pidsDir = () => path.join(repo, 'pids');
  const record = () => path.join(repo, 'record.log');

  async function workspace(ws: string, scripts: Record<string, string>, files: Record<string, string> = {}) {
    await mkdir(path.join(repo, ws), { recursive: true });
    await writeFile(
      path.join(repo, ws, 'package.json'),
      JSON.stringify({ name: `@fake/${ws.replace('/', '-')}`, version: '1.0.0', scripts }),
    );
    for (const [file, content] of Object.entries(files)) await writeFile(path.join(repo, ws, file), content);
  }

  // Each fake appends one JSON line to record.log: what ran, with which arguments and environment.
  const recordLine = (what: string) =>
    `require('fs').appendFileSync(${JSON.stringify(path.join(repo, 'record.log'))}, JSON.stringify({ what: ${what}, args: process.argv.slice(2), nodeEnv: process.env.NODE_ENV }) + '\\n');`;

  beforeAll(async () => {
    repo = await mkdtemp(path.join(os.tmpdir(), 'vet-remote-dev-'));
    await mkdir(pidsDir());
    await writeFile(
      path.join(repo, 'package.json'),
      JSON.stringify({ name: 'fake', private: true, workspaces: ['shell', 'remotes/*', 'api'] }),
    );
    await symlink(path.join(repoRoot, 'node_modules'), path.join(repo, 'node_modules'));

    const build = (files: string[]) =>
      [
        "const fs = require('fs');",
        recordLine('process.env.npm_package_name'),
        "fs.mkdirSync('dist', { recursive: true });",
        ...files.map((f) => `fs.writeFileSync('dist/${f}', 'built');`),
      ].join('\n');
    await workspace('shell', { build: 'node build.cjs' }, { 'build.cjs': build(['index.html', 'main.js']) });
    await workspace(
      'remotes/auth',
      { build: 'node build.cjs' },
      { 'build.cjs': build(['mf-manifest.json']) },
    );
    const watch = [
      "const fs = require('fs'); const cp = require('child_process');",
      recordLine("'lab watch'"),
      `const g = cp.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });`,
      `fs.writeFileSync(${JSON.stringify(path.join(repo, 'pids', 'lab-watch'))}, String(process.pid));`,
      `fs.writeFileSync(${JSON.stringify(path.join(repo, 'pids', 'lab-grandchild'))}, String(g.pid));`,
      "setTimeout(() => { fs.mkdirSync('dist', { recursive: true }); fs.writeFileSync('dist/mf-manifest.json', '{}'); }, 500);",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    await workspace(
      'remotes/lab',
      {
        build: 'node -e "process.exit(9)"',
        watch: 'node watch.cjs',
        dev: 'node ../../scripts/remote-dev.mjs',
      },
      { 'watch.cjs': watch },
    );
    await workspace('remotes/owners', { build: 'node -e "process.exit(9)"' });
    await workspace('api', {});
    // The entries the harness takes from local.json: auth and lab (owners has none here).
    await mkdir(path.join(repo, 'shell', 'environments'), { recursive: true });
    await writeFile(
      path.join(repo, 'shell', 'environments', 'local.json'),
      JSON.stringify({ ...local, remotes: { auth: local.remotes.auth, lab: local.remotes.lab } }),
    );

    await mkdir(path.join(repo, 'scripts', 'lib'), { recursive: true });
    for (const f of [
      'remote-dev.mjs',
      'lib/remote-dev-lib.mjs',
      'lib/process-group.mjs',
      'lib/workspaces.mjs',
    ])
      await copyFile(path.join(repoRoot, 'scripts', f), path.join(repo, 'scripts', f));
    await writeFile(
      path.join(repo, 'scripts', 'seed.mjs'),
      [
        "import fs from 'node:fs'; import path from 'node:path';",
        "const lock = path.join(process.env.DATA_DIR, 'server.lock');",
        `fs.appendFileSync(${JSON.stringify(record())}, JSON.stringify({ what: 'seed', args: process.argv.slice(2), lockFree: !fs.existsSync(lock) }) + '\\n');`,
      ].join('\n'),
    );

    await mkdir(path.join(repo, 'api', 'dist'));
    await writeFile(
      path.join(repo, 'api', 'dist', 'server.js'),
      `
      const fs = require('fs'); const http = require('http'); const path = require('path');
      const dataDir = process.env.DATA_DIR;
      fs.mkdirSync(dataDir, { recursive: true });
      const lock = path.join(dataDir, 'server.lock');
      fs.writeFileSync(lock, String(process.pid));
      fs.writeFileSync(${JSON.stringify(path.join(repo, 'pids'))} + '/server-' + process.pid, String(process.pid));
      const accountFile = path.join(dataDir, 'account.json');
      const account = () => (fs.existsSync(accountFile) ? JSON.parse(fs.readFileSync(accountFile, 'utf8')) : undefined);
      fs.appendFileSync(${JSON.stringify(record())}, JSON.stringify({ what: 'server', env: {
        DATA_DIR: dataDir, PORT: process.env.PORT, HOST: process.env.HOST, APP_ENV: process.env.APP_ENV,
        SMTP_URL: process.env.SMTP_URL ?? null, REMOTES_FILE: process.env.REMOTES_FILE } }) + '\\n');
      const server = http.createServer((req, res) => {
        let raw = '';
        req.on('data', (c) => (raw += c));
        req.on('end', () => {
          const body = raw ? JSON.parse(raw) : {};
          const send = (status, json) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(json)); };
          fs.appendFileSync(${JSON.stringify(record())}, JSON.stringify({ what: 'request', url: req.url }) + '\\n');
          const a = account();
          if (req.url === '/api/health') return send(200, { status: 'ok' });
          if (req.url === '/remotes.json') return send(200, JSON.parse(fs.readFileSync(process.env.REMOTES_FILE, 'utf8')));
          if (req.url === '/api/auth/login') {
            if (!a || a.password !== body.password) return send(401, { msg: 'no' });
            return a.confirmed ? send(200, { token: 't' }) : send(403, { msg: 'confirma' });
          }
          if (req.url === '/api/auth/create-account') {
            fs.writeFileSync(accountFile, JSON.stringify({ password: body.password, code: '123456', confirmed: false }));
            fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
            const mail = 'Subject: confirma\\nDate: 2025-01-01\\n\\nTu código es 123456.\\n';
            setTimeout(() => fs.writeFileSync(path.join(dataDir, 'outbox', '2025-' + body.email + '.eml'), mail), 200);
            return send(201, { msg: 'ok' });
          }
          if (req.url === '/api/auth/confirm-account') {
            if (!a || body.token !== a.code) return send(400, { msg: 'código' });
            fs.writeFileSync(accountFile, JSON.stringify({ ...a, confirmed: true }));
            return send(200, { msg: 'Cuenta confirmada' });
          }
          if (req.url === '/api/patients?limit=50') return send(200, { items: [{ _id: 'p7' }] });
          if (req.url === '/api/patients/p7/lab-exams?limit=1') return send(200, { items: [{}], total: 1 });
          return send(404, {});
        });
      });
      server.listen(Number(process.env.PORT), process.env.HOST, () => console.log('fake server up'));
      process.on('SIGTERM', () => { fs.rmSync(lock, { force: true }); server.close(); process.exit(0); });
      `,
    );
  });
  afterAll(async () => {
    for (const name of await readdir(pidsDir()).catch(() => [] as string[])) {
      const pid = Number(await readFile(path.join(pidsDir(), name), 'utf8'));
      if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
    await rm(repo, { recursive: true, force: true });
  });

  async function records(): Promise<Record<string, unknown>[]> {
    const text = await readFile(record(), 'utf8').catch(() => '');
    return text
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** Runs the harness as npm would (cwd remotes/lab) until its banner, checks, then Ctrl-C. */
  async function runOnce(port: number, check: (out: string) => Promise<void>) {
    const run = runScript(path.join(repo, 'scripts', 'remote-dev.mjs'), {
      cwd: path.join(repo, 'remotes', 'lab'),
      env: { ...process.env, PORT: String(port), SMTP_URL: 'smtp://nowhere:25', DATA_DIR: '', INIT_CWD: '' },
    });
    await run.waitFor((out) => out.includes('Ctrl-C lo detiene todo'), 60_000);
    expect(run.output()).toContain('Ctrl-C lo detiene todo');
    await check(run.output());

    const pids = await Promise.all(
      (await readdir(pidsDir())).map(async (n) => Number(await readFile(path.join(pidsDir(), n), 'utf8'))),
    );
    const remotesFile = (await records()).filter((r) => r.what === 'server').at(-1)?.env as {
      REMOTES_FILE: string;
    };
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    for (const pid of pids) expect(isRunning(pid)).toBe(false);
    expect(existsSync(remotesFile.REMOTES_FILE)).toBe(false); // the temporary environment file is gone
    return run.output();
  }

  it('first start: builds the host, watches the remote, creates and seeds the account; Ctrl-C stops all', async () => {
    const port = await freePort();
    await runOnce(port, async (out) => {
      const served = await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json();
      expect(served).toEqual(harnessEnvironment('lab', local));
      expect(out).toContain(`http://localhost:${port}/patients/p7/lab-exams`);
      expect(out).toContain(DEV_ACCOUNT.email);
      expect(out).toContain(DEV_ACCOUNT.password);
      expect(out).toContain('Ausentes a propósito / absent on purpose: owners');
      expect(out).toContain('Datos de demostración cargados');
    });

    const all = await records();
    const builds = all.filter((r) => String(r.what).startsWith('@fake/'));
    expect(builds).toEqual([
      { what: '@fake/shell', args: DEV_BUILD_ARGS, nodeEnv: 'development' },
      { what: '@fake/remotes-auth', args: DEV_BUILD_ARGS, nodeEnv: 'development' },
    ]);
    expect(all.find((r) => r.what === 'lab watch')).toMatchObject({ nodeEnv: 'development' });
    const servers = all.filter((r) => r.what === 'server');
    expect(servers).toHaveLength(2); // stopped for the seed, then back
    expect(servers[0].env).toMatchObject({
      DATA_DIR: path.join(repo, 'data-dev'),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'local',
      SMTP_URL: null,
    });
    const urls = all.filter((r) => r.what === 'request' && r.url !== '/api/health').map((r) => r.url);
    expect(urls.slice(0, 3)).toEqual([
      '/api/auth/login',
      '/api/auth/create-account',
      '/api/auth/confirm-account',
    ]);
    expect(all.filter((r) => r.what === 'seed')).toEqual([
      { what: 'seed', args: ['--vet', DEV_ACCOUNT.email, '--scale', 'demo'], lockFree: true },
    ]);
  });

  it('next start: signs in with the existing account, builds and seeds nothing', async () => {
    await rm(record(), { force: true });
    const port = await freePort();
    const out = await runOnce(port, async () => undefined);
    expect(out).not.toContain('Datos de demostración cargados');
    const all = await records();
    expect(all.filter((r) => String(r.what).startsWith('@fake/') || r.what === 'seed')).toEqual([]);
    expect(all.filter((r) => r.what === 'server')).toHaveLength(1);
    const urls = all.filter((r) => r.what === 'request' && r.url !== '/api/health').map((r) => r.url);
    expect(urls).not.toContain('/api/auth/create-account');
  });

  it('a remote without an entry in local.json: stops at once with the reason, before building anything', async () => {
    await rm(record(), { force: true });
    const run = spawnSync(process.execPath, [path.join(repo, 'scripts', 'remote-dev.mjs'), 'owners'], {
      cwd: repo,
      env: { ...process.env, PORT: String(await freePort()), DATA_DIR: '', INIT_CWD: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '[remote-dev] shell/environments/local.json no tiene una entrada para "owners": añádela primero',
    );
    expect(await records()).toEqual([]); // no build, no watch, no server
  });
});
