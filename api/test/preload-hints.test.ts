import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EARLY_DATA_SCRIPT } from '../src/http/early-data.js';
import type { RemoteEntry } from '../src/http/environment-file.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { entryFor, staticUnder } from './helpers/environment.js';
import { capturingLogger } from './helpers/logger.js';

/**
 * Preload hints (issue 29, «fast on a slow connection»): index.html names, in its <head> before the shell's
 * script, /remotes.json and the first screen's remote files (its manifest, remoteEntry.js and the ./module
 * expose's synchronous scripts, from the manifest on disk), so the browser asks for them at once instead
 * of one round trip after another.
 */
describe('preload hints in index.html', () => {
  let root: string;
  let t: TestApp;
  const logs = capturingLogger();
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  // As the shell's build writes it (shell/dist/index.html).
  const shellScript = '<script defer src="/main.d630293540.js"></script>';
  const index =
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>VetClinic</title>' +
    `<link href="/logo.svg" rel="icon">${shellScript}<link href="/main.c5fb2126b5.css" rel="stylesheet">` +
    '</head><body><noscript>Necesitas activar JavaScript para usar VetClinic.</noscript>\n' +
    '    <div id="root"></div></body></html>';
  const login = '<main class="login-card"><h1>Iniciar sesión</h1></main>';

  /** An mf-manifest.json as the federation plugin writes it (publicPath "auto"). */
  const manifestJson = (
    name: string,
    sync: string[],
    meta: { publicPath?: string; entryPath?: string } = {},
  ) =>
    JSON.stringify({
      id: name,
      name,
      metaData: {
        name,
        globalName: name,
        buildInfo: { buildVersion: '0.1.0', buildName: `@vet/remote-${name}` },
        publicPath: meta.publicPath ?? 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: meta.entryPath ?? '', type: 'global' },
      },
      // A shared module's files: the shell provides its own, they are never preloaded.
      shared: [
        { id: `${name}:react`, name: 'react', assets: { js: { sync: ['466.1e15e1bfc2.js'], async: [] } } },
      ],
      remotes: [],
      exposes: [
        {
          id: `${name}:widgets`,
          name: 'widgets',
          path: './widgets',
          assets: { js: { sync: ['__federation_expose_widgets.0000aaaa11.js'], async: [] } },
        },
        {
          id: `${name}:module`,
          name: 'module',
          path: './module',
          assets: {
            js: { sync, async: ['264.fb46784755.js'] },
            css: { sync: [], async: ['344.d777125cb3.css'] },
          },
        },
      ],
    });

  const remotes = (patients: string): Record<string, RemoteEntry> => ({
    auth: entryFor('auth', '/remotes/auth/mf-manifest.json', {
      mounts: [
        { path: 'auth', area: 'auth' },
        { path: 'account', area: 'main' },
      ],
    }),
    owners: entryFor('owners', '/remotes/owners/mf-manifest.json'),
    patients: entryFor('patients', patients, {
      mounts: [
        { path: 'patients', area: 'main' },
        { path: 'owners/:ownerId/patients', area: 'main' },
      ],
      widgets: { order: 10 },
    }),
    grooming: entryFor('grooming', '/remotes/grooming/mf-manifest.json', { widgets: { order: 20 } }),
    // Another origin: nothing of it is preloaded (its files are not this server's to read).
    clinical: entryFor('clinical', 'https://cdn.example/clinical/0.1.0-3f2a9c1/mf-manifest.json', {
      widgets: { order: 5 },
    }),
    lab: entryFor('lab', '/remotes/lab/mf-manifest.json'), // its manifest is not JSON
    reports: entryFor('reports', '/remotes/reports/mf-manifest.json'), // publicPath on a CDN
    appointments: entryFor('appointments', '/remotes/appointments/mf-manifest.json'), // not built
  });
  const setPatients = (manifest: string, overrideOrigins: string[] = []) =>
    writeFile(
      path.join(root, 'remotes.json'),
      JSON.stringify({ remotes: remotes(manifest), overrideOrigins, releaseBase: '/releases' }),
    );
  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  const dist = (name: string) => path.join(root, 'remotes', name, 'dist');
  // Two releases of patients (different lengths: remotes.json's size changes with a rollback).
  const patientsChunk = (version: string) =>
    `__federation_expose_module.${version.startsWith('0.1.0') ? '3f2a9c1000' : '4e5d6c7000'}.js`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-preload-'));
    await write(path.join(root, 'shell', 'dist', 'index.html'), index);
    await write(
      path.join(dist('auth'), 'mf-manifest.json'),
      manifestJson('auth', ['__federation_expose_module.7dae3dc193.js']),
    );
    await write(
      path.join(dist('auth'), 'prerender.json'),
      '{"routes":{"/auth/login":"prerender/login.html"}}',
    );
    await write(path.join(dist('auth'), 'prerender', 'login.html'), login);
    await write(
      path.join(dist('owners'), 'mf-manifest.json'),
      manifestJson('owners', ['390.1fe5929fe4.js', '__federation_expose_module.5b6c7d8e9f.js']),
    );
    await write(
      path.join(dist('grooming'), 'mf-manifest.json'),
      manifestJson('grooming', ['__federation_expose_module.11aa22bb33.js'], { entryPath: './entry/' }),
    );
    for (const version of ['0.1.0-3f2a9c1', '0.2.0-4e5d6c7.1']) {
      await write(
        path.join(root, 'releases', 'patients', version, 'mf-manifest.json'),
        manifestJson('patients', [patientsChunk(version)]),
      );
    }
    await write(path.join(dist('lab'), 'mf-manifest.json'), '{"id": "lab", ');
    await write(
      path.join(dist('reports'), 'mf-manifest.json'),
      manifestJson('reports', ['__federation_expose_module.99aa88bb77.js'], {
        publicPath: 'https://cdn.example/reports/',
      }),
    );
    await setPatients('/releases/patients/0.2.0-4e5d6c7.1/mf-manifest.json');
    t = await startTestApp({ logger: logs.logger, extra: { static: staticUnder(root) } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });
  const remotesJsonHint = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
  const fetchHint = (href: string) =>
    `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
  const scriptHint = (href: string) => `<link rel="preload" href="${href}" as="script">`;
  /** index.html with these hints just before the shell's script. */
  const withHints = (...hints: string[]) =>
    index.replace(shellScript, `${remotesJsonHint}${hints.join('')}${shellScript}`);

  const owners = [
    fetchHint('/remotes/owners/mf-manifest.json'),
    scriptHint('/remotes/owners/remoteEntry.js'),
    scriptHint('/remotes/owners/390.1fe5929fe4.js'),
    scriptHint('/remotes/owners/__federation_expose_module.5b6c7d8e9f.js'),
  ];
  const patients = (version: string) => [
    fetchHint(`/releases/patients/${version}/mf-manifest.json`),
    scriptHint(`/releases/patients/${version}/remoteEntry.js`),
    scriptHint(`/releases/patients/${version}/${patientsChunk(version)}`),
  ];
  const grooming = [
    fetchHint('/remotes/grooming/mf-manifest.json'),
    scriptHint('/remotes/grooming/entry/remoteEntry.js'),
    scriptHint('/remotes/grooming/__federation_expose_module.11aa22bb33.js'),
  ];

  it("names the remote's manifest, entry and module scripts for a path it is mounted at, in <head> before the shell's script", async () => {
    for (const url of ['/owners', '/owners/', '/owners/o1?tab=pets', '/OWNERS/o1/edit']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.body]).toEqual([url, withHints(...owners)]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The mount matching the most segments wins, as in the shell's router.
    expect((await get('/owners/o1/patients')).body).toBe(withHints(...patients('0.2.0-4e5d6c7.1')));
  });

  it("names the shell's provides.json and the remote's requires.json after its manifest, when the builds wrote them", async () => {
    // The shell reads both before the remote's entry runs (compatFiles.ts): a new tab, whose scripts are
    // in the cache, would otherwise wait for them once its start-up has run.
    const provides = path.join(root, 'shell', 'dist', 'provides.json');
    const ownersRequires = path.join(dist('owners'), 'requires.json');
    const compat = '{"contractVersion":1,"shared":{},"antdComponents":[]}';
    await write(provides, compat);
    await write(ownersRequires, compat);
    try {
      const [manifest, ...rest] = owners;
      expect((await get('/owners')).body).toBe(
        withHints(
          manifest!,
          fetchHint('/provides.json'),
          fetchHint('/remotes/owners/requires.json'),
          ...rest,
        ),
      );
      // A remote built before them (issue #23): only the shell's.
      await rm(ownersRequires);
      expect((await get('/owners')).body).toBe(withHints(manifest!, fetchHint('/provides.json'), ...rest));
    } finally {
      await rm(provides, { force: true });
      await rm(ownersRequires, { force: true });
    }
    expect((await get('/owners')).body).toBe(withHints(...owners));
  });

  it("/auth/login: auth's files and its prerendered fragment", async () => {
    const res = await get('/auth/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      withHints(
        fetchHint('/remotes/auth/mf-manifest.json'),
        scriptHint('/remotes/auth/remoteEntry.js'),
        scriptHint('/remotes/auth/__federation_expose_module.7dae3dc193.js'),
      ).replace(
        '<div id="root"></div>',
        `<div id="prerendered" data-path="/auth/login">${login}</div><div id="root"></div>`,
      ),
    );
  });

  it("/: remotes.json for any visit; the widget remotes' files only for a visit with a session", async () => {
    // A visit without a session ends on the login screen: the widgets' files wait in a <template> the
    // page's script puts in only when a token is stored (http/early-data.ts), in the widgets' order.
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      index.replace(
        shellScript,
        `<template id="session-hints">${[...patients('0.2.0-4e5d6c7.1'), ...grooming].join('')}</template>` +
          `<script>${EARLY_DATA_SCRIPT}</script>${remotesJsonHint}${shellScript}`,
      ),
    );
    // A widget remote's own address names its files (its entry in the folder its manifest says).
    expect((await get('/grooming')).body).toBe(withHints(...grooming));
  });

  it('only remotes.json where no remote of this origin is mounted, or its manifest is missing', async () => {
    for (const url of ['/clinical', '/clinic', '/settings/profile', '/appointments']) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, withHints()]);
    }
    expect(logs.text()).not.toContain('cdn.example');
    expect(logs.lines().filter((line) => line.remote === 'appointments')).toEqual([]);
  });

  it('a manifest that is not JSON, or whose files are elsewhere: no hints for it, the page answers, one warning', async () => {
    const warnings = (remote: string) =>
      logs.lines().filter((line) => line.level === 40 && line.remote === remote);
    for (const remote of ['lab', 'reports']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(`/${remote}/x${i}`);
        expect([remote, res.statusCode, res.body]).toEqual([remote, 200, withHints()]);
      }
      // Once per version of the file, naming it and why; nothing of the request.
      expect(warnings(remote)).toHaveLength(1);
      expect(warnings(remote)[0]).toMatchObject({ file: path.join(dist(remote), 'mf-manifest.json') });
      expect(JSON.stringify(warnings(remote))).not.toContain('/x0');
    }
    expect(warnings('lab')[0]!.msg).toMatch(/no es JSON/);
    expect(warnings('reports')[0]!.msg).toMatch(/publicPath/);
  });

  it("follows a rollback in remotes.json at once: the other version's files, a new ETag", async () => {
    const before = await get('/patients');
    expect(before.body).toBe(withHints(...patients('0.2.0-4e5d6c7.1')));
    try {
      await setPatients('/releases/patients/0.1.0-3f2a9c1/mf-manifest.json');
      const after = await get('/patients', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(withHints(...patients('0.1.0-3f2a9c1')));
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await setPatients('/releases/patients/0.2.0-4e5d6c7.1/mf-manifest.json');
    }
    expect((await get('/patients')).body).toBe(withHints(...patients('0.2.0-4e5d6c7.1')));
  });

  it('a rebuilt remote: the new files at once, and a new ETag (304 while the page is the same)', async () => {
    const first = await get('/owners');
    const etag = String(first.headers.etag);
    expect((await get('/owners/o2', { 'if-none-match': etag })).statusCode).toBe(304);
    const manifest = path.join(dist('owners'), 'mf-manifest.json');
    try {
      await writeFile(manifest, manifestJson('owners', ['__federation_expose_module.0123456789ab.js']));
      const rebuilt = await get('/owners', { 'if-none-match': etag });
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toBe(
        withHints(
          ...owners.slice(0, 2),
          scriptHint('/remotes/owners/__federation_expose_module.0123456789ab.js'),
        ),
      );
      expect(rebuilt.headers.etag).not.toBe(etag);
    } finally {
      await writeFile(
        manifest,
        manifestJson('owners', ['390.1fe5929fe4.js', '__federation_expose_module.5b6c7d8e9f.js']),
      );
    }
  });

  it("not for a remote the address points at a tester's build on an allowed origin (staging)", async () => {
    const staging = encodeURIComponent('https://staging.example/owners/0.3.0-aa11bb2/mf-manifest.json');
    try {
      await setPatients('/releases/patients/0.2.0-4e5d6c7.1/mf-manifest.json', ['https://staging.example']);
      expect((await get(`/owners/o1?tab=pets&remote-owners=${staging}`)).body).toBe(withHints());
      // Another remote's, one from an origin not allowed, an emptied one, not a URL: the shell loads
      // the owners remotes.json names.
      const other = encodeURIComponent('https://other.example/owners/mf-manifest.json');
      for (const query of [
        `remote-patients=${staging}`,
        `remote-owners=${other}`,
        'remote-owners=',
        'remote-owners=owners',
      ])
        expect([query, (await get(`/owners?${query}`)).body]).toEqual([query, withHints(...owners)]);
    } finally {
      await setPatients('/releases/patients/0.2.0-4e5d6c7.1/mf-manifest.json');
    }
    // Without allowed origins (production) an override is refused by the shell: the files are named.
    expect((await get(`/owners?remote-owners=${staging}`)).body).toBe(withHints(...owners));
  });

  it('an unreadable remotes.json: index.html as built, and remotes.json answers the error', async () => {
    const file = path.join(root, 'remotes.json');
    try {
      await writeFile(file, '{"remotes": ');
      for (const url of ['/owners', '/']) {
        const res = await get(url);
        expect([url, res.statusCode, res.body]).toEqual([url, 200, index]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(503);
    } finally {
      await setPatients('/releases/patients/0.2.0-4e5d6c7.1/mf-manifest.json');
    }
  });
});
