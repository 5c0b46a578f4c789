import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { EARLY_DATA_SCRIPT, EARLY_DATA_SCRIPT_SOURCE } from '../src/http/early-data.js';
import { parseFirstScreens, screenUrls } from '../src/http/first-screens.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { entryFor, staticUnder } from './helpers/environment.js';
import { capturingLogger } from './helpers/logger.js';

/**
 * A screen of the signed-in layout visited cold (issue 29): index.html names every script and stylesheet
 * its first visit loads, as the builds list them in first-screens.json (scripts/lib/first-screens.cjs),
 * in the order they are needed: the shell's entry and start-up, remotes.json, the remote's module, the
 * signed-in layout, the screen's page; each with the shared modules (antd's components) they use, from
 * the shell that provides them. Without these the browser finds them one hop at a time.
 */
describe('preload hints from first-screens.json', () => {
  let root: string;
  let t: TestApp;
  const logs = capturingLogger();
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
  const shellScript = '<script defer src="/main.ef22fd0d68.js"></script>';
  const index =
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>VetClinic</title>' +
    `${shellScript}<link href="/main.c5fb2126b5.css" rel="stylesheet">` +
    '</head><body>\n    <div id="root"></div></body></html>';

  const manifestJson = (name: string, sync: string[]) =>
    JSON.stringify({
      id: name,
      name,
      metaData: {
        name,
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      },
      shared: [],
      remotes: [],
      exposes: [
        { id: `${name}:module`, name: 'module', path: './module', assets: { js: { sync, async: [] } } },
      ],
    });

  // As the shell's build writes it: its entry, start-up and layout, and what it provides.
  const shellScreens = {
    screens: {
      entry: { files: ['main.c5fb2126b5.css', 'main.ef22fd0d68.js'], shared: [] },
      startup: { files: ['9537.fabe4a268e.js'], shared: ['react', 'antd/es/button'] },
      signedIn: {
        files: ['816.4b670694ae.js', '816.a99ea7dcb2.css'],
        shared: ['antd/es/dropdown'],
        data: ['/api/auth/user'],
      },
      home: { files: ['9141.c758665aa3.js'], shared: ['antd/es/spin'] },
    },
    provided: {
      react: { files: ['framework.fa44828852.js'], shared: [] },
      'antd/es/button': { files: ['antd-core.afbe4398f3.js', '7925.5d674a2a00.js'], shared: [] },
      'antd/es/dropdown': { files: ['antd-core.afbe4398f3.js', '1300.5f5b4e08d4.js'], shared: [] },
      '@vet/shared-ui': { files: ['5872.b17c0fb49c.js'], shared: ['antd/es/spin'] },
      'antd/es/spin': { files: ['antd-core.afbe4398f3.js', '4954.f2d0a34a8b.js'], shared: [] },
      'antd/es/table': { files: ['antd-core.afbe4398f3.js', '5365.59899c65b9.js'], shared: [] },
    },
  };
  const ownersScreens = {
    screens: {
      './module': {
        files: ['__federation_expose_module.59cd4d4e9a.js'],
        shared: ['@vet/shared-ui', 'react'],
      },
      '/owners': {
        files: ['937.9f36236876.css', '937.f6fdc4716a.js'],
        shared: ['antd/es/table', 'react-hook-form', 'antd/es/not-provided'],
        data: ['/api/owners?page=1&limit=20'],
      },
      // Its dashboard widget's first request, with an instant the page fills in.
      '/': { files: [], shared: [], data: ['/api/owners/count?since={today}'] },
    },
    // Its own copy of react is never named: the shell's is the one loaded.
    provided: {
      react: { files: ['own-react.js'], shared: [] },
      'react-hook-form': { files: ['62.796b2abb0a.js'], shared: [] },
    },
  };

  const write = async (file: string, content: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  const shellDist = () => path.join(root, 'shell', 'dist');
  const ownersDist = () => path.join(root, 'remotes', 'owners', 'dist');

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'vet-first-screens-'));
    await write(path.join(shellDist(), 'index.html'), index);
    await write(path.join(shellDist(), 'first-screens.json'), JSON.stringify(shellScreens));
    await write(
      path.join(ownersDist(), 'mf-manifest.json'),
      manifestJson('owners', ['__federation_expose_module.59cd4d4e9a.js']),
    );
    await write(path.join(ownersDist(), 'first-screens.json'), JSON.stringify(ownersScreens));
    await write(
      path.join(root, 'remotes', 'auth', 'dist', 'mf-manifest.json'),
      manifestJson('auth', ['__federation_expose_module.7dae3dc193.js']),
    );
    await write(
      path.join(root, 'remotes.json'),
      JSON.stringify({
        remotes: {
          auth: entryFor('auth', '/remotes/auth/mf-manifest.json', {
            mounts: [{ path: 'auth', area: 'auth' }],
          }),
          owners: entryFor('owners', '/remotes/owners/mf-manifest.json', { widgets: { order: 1 } }),
        },
        overrideOrigins: [],
        releaseBase: '/releases',
      }),
    );
    t = await startTestApp({ logger: logs.logger, extra: { static: staticUnder(root) } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
  const remotesJson = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
  const fetchHint = (href: string) =>
    `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
  const script = (href: string) => `<link rel="preload" href="${href}" as="script">`;
  const style = (href: string) => `<link rel="preload" href="${href}" as="style">`;
  const withHints = (...hints: string[]) => index.replace(shellScript, `${hints.join('')}${shellScript}`);
  /** The page's early API requests (http/early-data.ts) for these addresses. */
  const early = (...urls: string[]) =>
    `<script type="application/json" id="early-data">${JSON.stringify(urls)}</script>` +
    `<script>${EARLY_DATA_SCRIPT}</script>`;
  /** The links the page's script puts in only for a visit with a session. */
  const sessionOnly = (...links: string[]) => `<template id="session-hints">${links.join('')}</template>`;

  const shellStart = [
    style('/main.c5fb2126b5.css'),
    script('/main.ef22fd0d68.js'),
    script('/9537.fabe4a268e.js'),
    script('/framework.fa44828852.js'),
    script('/antd-core.afbe4398f3.js'),
    script('/7925.5d674a2a00.js'),
  ];
  const ownersModule = [
    fetchHint('/remotes/owners/mf-manifest.json'),
    script('/remotes/owners/remoteEntry.js'),
    script('/remotes/owners/__federation_expose_module.59cd4d4e9a.js'),
    script('/5872.b17c0fb49c.js'),
    script('/4954.f2d0a34a8b.js'),
  ];
  /** Needed after the start-up: at a low priority. */
  const low = (link: string) => link.replace(/>$/, ' fetchpriority="low">');
  const layout = [
    script('/816.4b670694ae.js'),
    style('/816.a99ea7dcb2.css'),
    script('/1300.5f5b4e08d4.js'),
  ].map(low);

  it("a screen a remote lists: the whole chain in the order it is needed, each file once, the shell's shared modules", async () => {
    const res = await get('/owners');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      withHints(
        early('/api/auth/user', '/api/owners?page=1&limit=20'),
        ...shellStart,
        remotesJson,
        ...ownersModule,
        ...layout,
        ...[
          style('/remotes/owners/937.9f36236876.css'),
          script('/remotes/owners/937.f6fdc4716a.js'),
          script('/5365.59899c65b9.js'),
          // Provided by the remote alone: from its own folder. A module nobody provides adds nothing.
          script('/remotes/owners/62.796b2abb0a.js'),
        ].map(low),
      ),
    );
    expect(res.body).not.toContain('own-react.js');
  });

  it("another address of the remote: all but that screen's page and data; who is signed in, still", async () => {
    for (const url of ['/owners/o1', '/owners/new?x=1']) {
      expect([url, (await get(url)).body]).toEqual([
        url,
        withHints(early('/api/auth/user'), ...shellStart, remotesJson, ...ownersModule, ...layout),
      ]);
    }
    // The list with a query asks for another page of it: not the first page's data.
    const searched = (await get('/owners?q=rosa')).body;
    expect(searched).toContain(low(script('/remotes/owners/937.f6fdc4716a.js')));
    expect(searched).toContain(early('/api/auth/user'));
  });

  it("the CSP allows the page's one inline script by its hash, and nothing else inline", async () => {
    const res = await get('/owners');
    const csp = String(res.headers['content-security-policy']);
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([EARLY_DATA_SCRIPT]);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(hash).toBe(EARLY_DATA_SCRIPT_SOURCE);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;| )`));
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('the login screen: as before (its prerendered copy waits for the stylesheet, not for scripts)', async () => {
    expect((await get('/auth/login')).body).toBe(
      withHints(
        remotesJson,
        fetchHint('/remotes/auth/mf-manifest.json'),
        script('/remotes/auth/remoteEntry.js'),
        script('/remotes/auth/__federation_expose_module.7dae3dc193.js'),
      ),
    );
  });

  it('"/": the start-up\'s files for any visit; the dashboard\'s chain and data only when a session is stored', async () => {
    // Without a session "/" ends on the login screen: the layout, the dashboard and the widgets' remotes
    // wait in a <template> the page's script puts in only with a stored token, as it asks for the data.
    const dashboard = sessionOnly(...ownersModule, ...layout, low(script('/9141.c758665aa3.js')));
    expect((await get('/')).body).toBe(
      withHints(
        dashboard + early('/api/auth/user', '/api/owners/count?since={today}'),
        ...shellStart,
        remotesJson,
      ),
    );
    // With a query, the widgets' data is not asked for (as on any screen); the files are.
    expect((await get('/?x=1')).body).toBe(
      withHints(dashboard + early('/api/auth/user'), ...shellStart, remotesJson),
    );
  });

  it('a first-screens.json that cannot be used: the hints without it, one warning', async () => {
    const file = path.join(ownersDist(), 'first-screens.json');
    const bad = {
      ...ownersScreens,
      screens: { '/owners': { files: ['../../shell/dist/x.js'], shared: [] } },
    };
    try {
      await writeFile(file, JSON.stringify(bad));
      for (let i = 0; i < 2; i++)
        expect((await get('/owners')).body).toBe(
          withHints(
            early('/api/auth/user'),
            ...shellStart,
            remotesJson,
            ...ownersModule.slice(0, 3),
            ...layout,
          ),
        );
      const warnings = logs.lines().filter((line) => line.level === 40 && line.container === 'owners');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.msg).toMatch(/first-screens\.json no sirve/);
    } finally {
      await writeFile(file, JSON.stringify(ownersScreens));
    }
  });
});

describe('first-screens.json', () => {
  it('refuses a file outside its folder, a file that is neither script nor stylesheet, a bad share key', () => {
    const list = (files: unknown, shared: unknown = []) =>
      JSON.stringify({ screens: { '/owners': { files, shared } }, provided: {} });
    expect(parseFirstScreens(list(['937.f6fdc4716a.js', 'a/b.css']))).toEqual({
      screens: { '/owners': { files: ['937.f6fdc4716a.js', 'a/b.css'], shared: [] } },
      provided: {},
    });
    for (const bad of [
      list(['../x.js']),
      list(['.hidden.js']),
      list(['https://cdn.example/x.js']),
      list(['x.json']),
      list([1]),
      list(['x.js'], ['react"><script>']),
      list('x.js'),
      '{"screens": {}}',
      'nope',
    ])
      expect([bad, typeof parseFirstScreens(bad)]).toEqual([bad, 'string']);
  });

  it("accepts in an early address only the instants the page's script fills in", () => {
    const withData = (data: string[]) =>
      JSON.stringify({ screens: { '/': { files: [], shared: [], data } }, provided: {} });
    const address = '/api/grooming/counts?today={today}&week={monday}&month={month}&now={now}';
    expect(parseFirstScreens(withData([address]))).toEqual({
      screens: { '/': { files: [], shared: [], data: [address] } },
      provided: {},
    });
    for (const bad of [
      '/api/x?since={yesterday}',
      '/api/x?since={today',
      '/api/{today}',
      '/api/x?a={to}day}',
    ])
      expect([bad, typeof parseFirstScreens(withData([bad]))]).toEqual([bad, 'string']);
  });

  it('follows shared modules through what they consume, once each, even in a cycle', () => {
    const shell = {
      base: '/',
      data: {
        screens: {},
        provided: {
          a: { files: ['a.js'], shared: ['b'] },
          b: { files: ['b.js', 'a.js'], shared: ['a'] },
        },
      },
    };
    expect(screenUrls({ files: ['p.js'], shared: ['a'] }, '/r/', [shell])).toEqual([
      '/r/p.js',
      '/a.js',
      '/b.js',
    ]);
  });
});
