import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { toJson } from '../../scripts/lib/environment-file.mjs';
import { checkEnvironmentFile, parseEnvironment, releasedVersion } from '../src/http/environment-file.js';
import { repoRoot } from '../src/lib/paths.js';
import { startTestApp } from './helpers/app.js';
import { entries } from './helpers/environment.js';
import { capturingLogger } from './helpers/logger.js';
import { buildServer, runServerToExit } from './helpers/server-process.js';

const { remoteNames } = createRequire(import.meta.url)('../../scripts/lib/remotes.cjs') as {
  remoteNames: (root: string) => string[];
};
// Every remote: the folders under remotes/. A new one is in local.json at once (npm run new-remote) and
// joins staging and production with its first release (RELEASING.md «A new remote joins»).
const REMOTES = remoteNames(repoRoot);
const ENVIRONMENTS = ['local', 'staging', 'production'];
const fileOf = (env: string) => path.join(repoRoot, 'shell', 'environments', `${env}.json`);
const read = async (env: string) => JSON.parse(await readFile(fileOf(env), 'utf8')) as unknown;

/** Where the shell places each released remote: the same in every environment (issue 23, point 6), each
 *  screen, link and counter for the roles that may read what it shows (issue 25). */
const PLACEMENTS = {
  auth: {
    label: 'Autenticación',
    mounts: [
      { path: 'auth', area: 'auth' },
      { path: 'account', area: 'main' },
    ],
  },
  owners: {
    label: 'Propietarios',
    mounts: [{ path: 'owners', area: 'main', permission: 'owners.read' }],
    nav: [
      {
        label: 'Dueño',
        to: '/owners',
        icon: 'owner',
        order: 20,
        in: ['sidebar', 'tiles'],
        permission: 'owners.read',
      },
    ],
  },
  patients: {
    label: 'Mascotas',
    mounts: [
      { path: 'patients', area: 'main', permission: 'pets.read' },
      { path: 'owners/:ownerId/patients', area: 'main', permission: 'pets.read' },
    ],
    nav: [
      {
        label: 'Mascota',
        to: '/patients',
        icon: 'paw',
        order: 30,
        in: ['sidebar', 'tiles'],
        permission: 'pets.read',
      },
    ],
    widgets: { order: 10, permission: 'pets.read' },
  },
  lab: {
    label: 'Laboratorio',
    mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main', permission: 'lab.read' }],
  },
  grooming: {
    label: 'Peluquería',
    mounts: [
      { path: 'grooming-services', area: 'main', permission: 'grooming.read' },
      { path: 'patients/:patientId/grooming-services', area: 'main', permission: 'grooming.read' },
    ],
    nav: [
      {
        label: 'Peluquería',
        to: '/grooming-services',
        icon: 'scissors',
        order: 40,
        in: ['sidebar', 'tiles'],
        permission: 'grooming.read',
      },
    ],
    widgets: { order: 20, permission: 'grooming.read' },
  },
};

describe('shell/environments/*.json', () => {
  it.each(ENVIRONMENTS)(
    '%s.json is valid and names every released remote, and only remotes of this repo',
    async (env) => {
      const environment = parseEnvironment(await read(env), { pinned: env !== 'local' });
      const names = Object.keys(environment.remotes).sort();
      expect(names).toEqual(expect.arrayContaining(Object.keys(PLACEMENTS)));
      expect(REMOTES).toEqual(expect.arrayContaining(names));
      // local.json: every remote, a new one too (npm run new-remote adds it there).
      if (env === 'local') expect(names).toEqual(REMOTES);
      expect(environment.releaseBase).toBe('/releases');
    },
  );

  it.each(ENVIRONMENTS)(
    '%s.json places every remote as the shell expects, the same everywhere',
    async (env) => {
      const placementsIn = async (file: string) =>
        Object.fromEntries(
          Object.entries(parseEnvironment(await read(file)).remotes).map(
            ([name, { manifest: _manifest, ...placement }]) => [name, placement],
          ),
        );
      const placements = await placementsIn(env);
      // A remote not released yet is placed as local.json places it.
      const local = await placementsIn('local');
      for (const [name, placement] of Object.entries(placements))
        expect([name, placement]).toEqual([name, PLACEMENTS[name as keyof typeof PLACEMENTS] ?? local[name]]);
    },
  );

  it.each(ENVIRONMENTS)(
    '%s.json is laid out as prettier and the release tooling lay it out, byte for byte',
    async (env) => {
      const text = await readFile(fileOf(env), 'utf8');
      const config = { ...(await prettier.resolveConfig(fileOf(env))), parser: 'json' };
      expect(await prettier.format(text, config)).toBe(text);
      expect(`${toJson(JSON.parse(text))}\n`).toBe(text);
    },
  );

  it('local.json loads every remote from this server and allows the local releases server', async () => {
    const local = parseEnvironment(await read('local'));
    for (const name of REMOTES)
      expect(local.remotes[name]?.manifest).toBe(`/remotes/${name}/mf-manifest.json`);
    expect(local.overrideOrigins).toEqual(['http://localhost:8090', 'http://127.0.0.1:8090']);
  });

  it.each(['staging', 'production'])('%s.json names a published release of every remote', async (env) => {
    const { remotes } = parseEnvironment(await read(env));
    for (const [name, { manifest }] of Object.entries(remotes)) {
      expect([name, manifest]).toEqual([
        name,
        `/releases/${name}/${releasedVersion(name, manifest)}/mf-manifest.json`,
      ]);
    }
  });

  it('production.json allows no override origin', async () => {
    expect(parseEnvironment(await read('production')).overrideOrigins).toEqual([]);
  });
});

describe('parseEnvironment', () => {
  const lab = {
    manifest: '/remotes/lab/mf-manifest.json',
    label: 'Laboratorio',
    mounts: [{ path: 'patients/:patientId/lab-exams', area: 'main' }],
  };
  const valid = { remotes: { lab } };
  /** The lab's entry with `changes` (a field set to undefined is left out). */
  const withLab = (changes: Record<string, unknown>) => ({
    remotes: { lab: JSON.parse(JSON.stringify({ ...lab, ...changes })) as unknown },
  });
  const navEntry = { label: 'Laboratorio', to: '/lab', icon: 'flask', order: 45, in: ['sidebar'] };
  const withNav = (changes: Record<string, unknown>) => withLab({ nav: [{ ...navEntry, ...changes }] });

  it('fills the optional fields and trims the release base', () => {
    expect(parseEnvironment(valid)).toEqual({ ...valid, overrideOrigins: [], releaseBase: '/releases' });
    expect(parseEnvironment({ ...valid, releaseBase: 'https://cdn.example/vet/' }).releaseBase).toBe(
      'https://cdn.example/vet',
    );
  });

  it('accepts a sixth remote that declares its own mounts, navigation and widgets, and keeps all of it', () => {
    const vaccines = {
      manifest: 'https://cdn.example/vet/vaccines/1.0.0-abc/mf-manifest.json',
      label: 'Vacunas',
      mounts: [
        { path: 'vaccines', area: 'main' },
        { path: 'patients/:patientId/vaccines', area: 'main' },
        { path: 'vaccines-public/:token', area: 'auth' },
      ],
      nav: [
        {
          label: 'Vacunas',
          to: '/vaccines',
          icon: 'syringe',
          order: 35,
          in: ['sidebar', 'tiles', 'bottomBar'],
        },
        { label: 'Calendario', to: '/vaccines/calendar_2', icon: 'calendar', order: -1.5, in: ['tiles'] },
      ],
      widgets: { order: 15 },
    };
    const environment = parseEnvironment({ remotes: { lab, vaccines } });
    expect(environment.remotes).toEqual({ lab, vaccines });
    expect(Object.keys(environment.remotes.vaccines ?? {})).toEqual(Object.keys(vaccines));
  });

  it('accepts labels of 1 and of 40 characters, 20 mounts, 10 or no nav entries, a sign-in side only', () => {
    const forty = 'Ñ'.repeat(40);
    const remotes = {
      lab: { ...lab, label: forty, nav: [{ ...navEntry, label: 'L' }] },
      grooming: {
        manifest: '/remotes/grooming/mf-manifest.json',
        label: 'Peluquería',
        mounts: Array.from({ length: 20 }, (_, i) => ({ path: `grooming-${i}/:id`, area: 'main' })),
        nav: Array.from({ length: 10 }, (_, i) => ({ ...navEntry, to: `/grooming-${i}`, order: i })),
      },
      auth: {
        manifest: '/remotes/auth/mf-manifest.json',
        label: 'A',
        mounts: [{ path: 'auth', area: 'auth' }],
        nav: [],
      },
    };
    expect(parseEnvironment({ remotes }).remotes).toEqual(remotes);
  });

  it('keeps the permission a mount, a link or a widget slot asks of the role', () => {
    const remotes = {
      lab: {
        ...lab,
        mounts: [{ ...lab.mounts[0], permission: 'lab.read' }],
        nav: [{ ...navEntry, permission: 'lab.write' }],
        widgets: { order: 30, permission: 'clinic.manage' },
      },
    };
    expect(parseEnvironment({ remotes }).remotes).toEqual(remotes);
  });

  it('keeps a link’s badge, an address of this origin’s API', () => {
    const remotes = {
      lab: {
        ...lab,
        nav: [
          { ...navEntry, permission: 'lab.read', badge: '/api/notifications/count' },
          { ...navEntry, to: '/lab/x', badge: '/api/lab_exams/pending-count/2' },
          { ...navEntry, to: '/lab/y' },
        ],
      },
    };
    expect(parseEnvironment({ remotes }).remotes).toEqual(remotes);
    expect(Object.keys(parseEnvironment({ remotes }).remotes.lab?.nav?.[2] ?? {})).not.toContain('badge');
  });

  it.each([
    ['the old flat format', { lab: '/remotes/lab/mf-manifest.json' }],
    ['a bad remote name', { remotes: { '../lab': lab } }],
    ['an override with a path', { ...valid, overrideOrigins: ['https://staging.example/lab'] }],
    ['an override wildcard', { ...valid, overrideOrigins: ['*'] }],
    ['a release base that is no URL', { ...valid, releaseBase: 'releases' }],
  ])('refuses %s', (_label, data) => {
    expect(() => parseEnvironment(data)).toThrow();
  });

  const MANIFEST = 'debe ser una ruta en este origen (/…) o una URL http(s) de su mf-manifest.json';
  const LABEL = 'debe ser un texto de 1 a 40 caracteres, no solo espacios';
  const MOUNT_PATH =
    'debe ser segmentos [a-z0-9-] o :parámetro separados por "/", sin "/" al principio ni al final (como "owners/:ownerId/patients")';
  const NAV_TO = 'debe ser una ruta interna: "/" y letras, cifras, "/", "_" o "-", sin "//" (como "/owners")';
  const NAV_IN = 'debe ser una lista no vacía y sin repetidos de "sidebar", "tiles" y "bottomBar"';
  const ICONS =
    'debe ser uno de "home", "owner", "paw", "scissors", "stethoscope", "report", "bell", "flask", "calendar", "syringe", "chart" y "box"';
  const ORDER = 'debe ser un número (los menores van primero)';
  const BADGE =
    'debe ser una dirección de la API en este origen: "/api/" y letras, cifras, "/", "_" o "-", sin "//" ni ' +
    'consulta (como "/api/notifications/count")';
  const PERMISSION =
    'debe ser un permiso de la tabla de roles (docs/product/clinic.md#roles): "owners.read", "owners.write", ' +
    '"pets.read", "pets.write", "lab.read", "lab.write", "ranges.write", "grooming.read", "grooming.write", ' +
    '"backup", "clinic.manage", "audit.read", "clinical.read", "clinical.write", "clinical.delete", ' +
    '"preventive.write", "appointments.read", "appointments.write", "reports.read" y "reports.income"';
  const msg = (field: string, rule: string) => `remoto "lab", campo "${field}": ${rule}`;

  it.each([
    [
      'a remote given as its URL alone (the old format)',
      { remotes: { lab: '/remotes/lab/mf-manifest.json' } },
      'remoto "lab": debe ser un objeto { "manifest", "label", "mounts", … } (es "/remotes/lab/mf-manifest.json"; solo la URL era el formato anterior)',
    ],
    [
      'a bad remote name',
      { remotes: { Lab: lab } },
      '"Lab" no es un nombre de remoto válido (minúsculas, cifras y "-", empezando por letra o cifra)',
    ],
    [
      'an unknown field (a typo)',
      withLab({ mount: [] }),
      'remoto "lab", campo "mount": no existe (los campos son manifest, label, mounts, nav y widgets); ¿una errata?',
    ],
    ['no manifest', withLab({ manifest: undefined }), msg('manifest', `${MANIFEST} (falta)`)],
    [
      'a protocol-relative manifest',
      withLab({ manifest: '//evil.example/mf-manifest.json' }),
      msg('manifest', `${MANIFEST} (es "//evil.example/mf-manifest.json")`),
    ],
    [
      'a backslash manifest',
      withLab({ manifest: '/\\evil.example/mf-manifest.json' }),
      msg('manifest', `${MANIFEST} (es "/\\\\evil.example/mf-manifest.json")`),
    ],
    [
      'a javascript: manifest',
      withLab({ manifest: 'javascript:alert(1)' }),
      msg('manifest', `${MANIFEST} (es "javascript:alert(1)")`),
    ],
    ['no label', withLab({ label: undefined }), msg('label', `${LABEL} (falta)`)],
    ['a blank label', withLab({ label: '   ' }), msg('label', `${LABEL} (es "   ")`)],
    [
      'a label of 41 characters',
      withLab({ label: 'x'.repeat(41) }),
      msg('label', `${LABEL} (es "${'x'.repeat(41)}")`),
    ],
    [
      'no mounts',
      withLab({ mounts: undefined }),
      msg('mounts', 'debe ser una lista de 1 a 20 montajes { "path", "area" } (falta)'),
    ],
    [
      'no mount at all',
      withLab({ mounts: [] }),
      msg('mounts', 'debe ser una lista de 1 a 20 montajes { "path", "area" } (es [])'),
    ],
    [
      '21 mounts',
      withLab({ mounts: Array.from({ length: 21 }, (_, i) => ({ path: `p${i}`, area: 'main' })) }),
      msg(
        'mounts',
        'debe ser una lista de 1 a 20 montajes { "path", "area" } (es [{"path":"p0","area":"main"},{"path":"p1","area":"main"},…)',
      ),
    ],
    [
      'a mount given as a path',
      withLab({ mounts: ['lab'] }),
      msg('mounts[0]', 'debe ser un objeto { "path", "area" } (es "lab")'),
    ],
    [
      'a mount with an unknown field',
      withLab({ mounts: [{ path: 'lab', area: 'main', title: 'x' }] }),
      'remoto "lab", campo "mounts[0].title": no existe (los campos son path, area y permission); ¿una errata?',
    ],
    [
      'a mount path with a leading slash',
      withLab({ mounts: [{ path: '/lab', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "/lab")`),
    ],
    [
      'a mount path with a trailing slash',
      withLab({ mounts: [{ path: 'lab/', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "lab/")`),
    ],
    [
      'a mount path with an empty segment',
      withLab({ mounts: [{ path: 'a//b', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "a//b")`),
    ],
    [
      'a mount path in capitals',
      withLab({ mounts: [{ path: 'Lab', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "Lab")`),
    ],
    [
      'a mount path with a bad parameter',
      withLab({ mounts: [{ path: 'p/:1d', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "p/:1d")`),
    ],
    [
      'a mount path with a wildcard',
      withLab({ mounts: [{ path: 'lab/*', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "lab/*")`),
    ],
    [
      'an empty mount path',
      withLab({ mounts: [{ path: '', area: 'main' }] }),
      msg('mounts[0].path', `${MOUNT_PATH} (es "")`),
    ],
    [
      'a mount in an unknown area',
      withLab({ mounts: [{ path: 'lab', area: 'sidebar' }] }),
      msg('mounts[0].area', 'debe ser uno de "main" y "auth" (es "sidebar")'),
    ],
    [
      'the same mount path twice in one remote',
      withLab({
        mounts: [
          { path: 'lab', area: 'main' },
          { path: 'lab', area: 'auth' },
        ],
      }),
      'remoto "lab", campo "mounts[1].path": "lab" ya lo monta este mismo remoto; dos montajes no pueden tener la misma ruta',
    ],
    [
      'a nav that is no list',
      withLab({ nav: navEntry }),
      msg(
        'nav',
        'debe ser una lista de 0 a 10 entradas { "label", "to", "icon", "order", "in" } (es {"label":"Laboratorio","to":"/lab","icon":"flask","order"…)',
      ),
    ],
    [
      '11 nav entries',
      withLab({ nav: Array.from({ length: 11 }, () => navEntry) }),
      msg(
        'nav',
        'debe ser una lista de 0 a 10 entradas { "label", "to", "icon", "order", "in" } (es [{"label":"Laboratorio","to":"/lab","icon":"flask","order…)',
      ),
    ],
    [
      'a nav entry with an unknown field',
      withNav({ icono: 'flask' }),
      'remoto "lab", campo "nav[0].icono": no existe (los campos son label, to, icon, order, in, permission y badge); ¿una errata?',
    ],
    ['a nav entry without a label', withNav({ label: undefined }), msg('nav[0].label', `${LABEL} (falta)`)],
    [
      'a nav label of 41 characters',
      withNav({ label: 'é'.repeat(41) }),
      msg('nav[0].label', `${LABEL} (es "${'é'.repeat(41)}")`),
    ],
    ['a nav target without its slash', withNav({ to: 'lab' }), msg('nav[0].to', `${NAV_TO} (es "lab")`)],
    [
      'a nav target on another host',
      withNav({ to: '//evil.example' }),
      msg('nav[0].to', `${NAV_TO} (es "//evil.example")`),
    ],
    [
      'a nav target with a double slash inside',
      withNav({ to: '/lab//x' }),
      msg('nav[0].to', `${NAV_TO} (es "/lab//x")`),
    ],
    ['a nav target with a query', withNav({ to: '/lab?x=1' }), msg('nav[0].to', `${NAV_TO} (es "/lab?x=1")`)],
    [
      'a nav target that is a URL',
      withNav({ to: 'https://evil.example/' }),
      msg('nav[0].to', `${NAV_TO} (es "https://evil.example/")`),
    ],
    ['an icon outside the set', withNav({ icon: 'dog' }), msg('nav[0].icon', `${ICONS} (es "dog")`)],
    ['no icon', withNav({ icon: undefined }), msg('nav[0].icon', `${ICONS} (falta)`)],
    ['an order given as text', withNav({ order: '45' }), msg('nav[0].order', `${ORDER} (es "45")`)],
    ['no order', withNav({ order: undefined }), msg('nav[0].order', `${ORDER} (falta)`)],
    ['no place', withNav({ in: [] }), msg('nav[0].in', `${NAV_IN} (es [])`)],
    ['a place given as text', withNav({ in: 'sidebar' }), msg('nav[0].in', `${NAV_IN} (es "sidebar")`)],
    [
      'a place twice',
      withNav({ in: ['sidebar', 'sidebar'] }),
      msg('nav[0].in', `${NAV_IN} (es ["sidebar","sidebar"])`),
    ],
    [
      'an unknown place',
      withNav({ in: ['sidebar', 'header'] }),
      msg('nav[0].in', `${NAV_IN} (es ["sidebar","header"])`),
    ],
    ...[
      ['on another host', 'https://evil.example/api/notifications/count'],
      ['protocol-relative', '//evil.example/api/notifications/count'],
      ['outside the API', '/notifications/count'],
      ['that only starts like the API', '/apinotifications/count'],
      ['that is the API’s root', '/api/'],
      ['without its slash', 'api/notifications/count'],
      ['with a double slash inside', '/api//notifications/count'],
      ['with a query', '/api/notifications/count?clinic=c1'],
      ['with a fragment', '/api/notifications/count#x'],
      ['climbing out of the API', '/api/../auth/user'],
      ['with a backslash', '/api\\evil.example'],
    ].map(([what, badge]): [string, ReturnType<typeof withNav>, string] => [
      `a badge ${what}`,
      withNav({ badge }),
      msg('nav[0].badge', `${BADGE} (es ${JSON.stringify(badge)})`),
    ]),
    ['a badge given as a number', withNav({ badge: 3 }), msg('nav[0].badge', `${BADGE} (es 3)`)],
    ['an empty badge', withNav({ badge: '' }), msg('nav[0].badge', `${BADGE} (es "")`)],
    [
      'widgets given as a number',
      withLab({ widgets: 10 }),
      msg('widgets', 'debe ser un objeto { "order": número } (es 10)'),
    ],
    ['widgets without an order', withLab({ widgets: {} }), msg('widgets.order', `${ORDER} (falta)`)],
    [
      'a widgets order given as text',
      withLab({ widgets: { order: '10' } }),
      msg('widgets.order', `${ORDER} (es "10")`),
    ],
    [
      'widgets with an unknown field',
      withLab({ widgets: { order: 10, size: 2 } }),
      'remoto "lab", campo "widgets.size": no existe (los campos son order y permission); ¿una errata?',
    ],
    [
      'a link asking for a permission the role table lacks',
      withNav({ permission: 'lab.reed' }),
      msg('nav[0].permission', `${PERMISSION} (es "lab.reed")`),
    ],
    [
      'a mount asking for a role instead of a permission',
      withLab({ mounts: [{ ...lab.mounts[0], permission: 'admin' }] }),
      msg('mounts[0].permission', `${PERMISSION} (es "admin")`),
    ],
    [
      'a widget slot asking for a permission given as a list',
      withLab({ widgets: { order: 10, permission: ['lab.read'] } }),
      msg('widgets.permission', `${PERMISSION} (es ["lab.read"])`),
    ],
    [
      'a permission beside the sign-in screens, where there is no session',
      withLab({ mounts: [{ path: 'lab-public', area: 'auth', permission: 'lab.read' }] }),
      msg(
        'mounts[0].permission',
        'debe ser omitido en un montaje "auth" (sin sesión no hay rol) (es "lab.read")',
      ),
    ],
  ])('refuses %s, naming the remote, the field and what it must be', (_label, data, message) => {
    expect(() => parseEnvironment(data)).toThrow(new Error(message));
  });

  it('refuses two remotes mounted at the same path, even with the parameter named otherwise', () => {
    const vaccines = (path: string) => ({
      manifest: '/remotes/vaccines/mf-manifest.json',
      label: 'Vacunas',
      mounts: [
        { path: 'vaccines', area: 'main' },
        { path, area: 'main' },
      ],
    });
    expect(() =>
      parseEnvironment({ remotes: { lab, vaccines: vaccines('patients/:patientId/lab-exams') } }),
    ).toThrow(
      new Error(
        'remoto "vaccines", campo "mounts[1].path": "patients/:patientId/lab-exams" ya lo monta el remoto "lab"; ' +
          'dos montajes no pueden tener la misma ruta',
      ),
    );
    expect(() =>
      parseEnvironment({ remotes: { lab, vaccines: vaccines('patients/:id/lab-exams') } }),
    ).toThrow(
      new Error(
        'remoto "vaccines", campo "mounts[1].path": "patients/:id/lab-exams" ya lo monta el remoto "lab" ' +
          '("patients/:patientId/lab-exams"); dos montajes no pueden tener la misma ruta',
      ),
    );
    // Another path under the same prefix is another route.
    expect(() =>
      parseEnvironment({ remotes: { lab, vaccines: vaccines('patients/:id/vaccines') } }),
    ).not.toThrow();
  });
});

describe('pinned environments (every APP_ENV but local)', () => {
  const pinned = { pinned: true };

  it('accept releases here or on a CDN', () => {
    const remotes = entries({
      lab: '/releases/lab/0.1.0-5e0c2a7b91/mf-manifest.json',
      grooming: 'https://cdn.example/vet/grooming/0.1.0-3f2a9c1/mf-manifest.json',
    });
    expect(parseEnvironment({ remotes }, pinned).remotes).toEqual(remotes);
  });

  it.each([
    ['the working tree’s build', '/remotes/lab/mf-manifest.json'],
    ['the working tree’s build at an absolute URL', 'https://vet.example/remotes/lab/mf-manifest.json'],
    ['a file under the working tree’s build', 'https://vet.example/remotes/x/lab/1/mf-manifest.json'],
    ['another remote’s release', '/releases/grooming/0.1.0-5e0c2a7b91/mf-manifest.json'],
    ['a path outside /releases', '/builds/lab/0.1.0-5e0c2a7b91/mf-manifest.json'],
    ['a CDN URL that names no version', 'https://cdn.example/lab/mf-manifest.json'],
  ])('refuse %s, saying what to point at instead', (_label, url) => {
    expect(() => parseEnvironment({ remotes: entries({ lab: url }) }, pinned)).toThrow(
      `"lab" apunta a ${url}, que no es una versión publicada: fuera de local cada remoto debe nombrar una ` +
        'versión inmutable (/releases/lab/<versión>/mf-manifest.json o su URL en un CDN), nunca una ' +
        'compilación que cambia con cada build (/remotes/lab/…). Ver RELEASING.md.',
    );
    expect(parseEnvironment({ remotes: entries({ lab: url }) }).remotes.lab?.manifest).toBe(url); // local: allowed
  });
});

describe('the server and an environment file pointing at a mutable build', () => {
  let dir: string;
  let file: string;
  const mutable = { remotes: entries({ lab: '/remotes/lab/mf-manifest.json' }), overrideOrigins: [] };
  const released = {
    remotes: entries({ lab: '/releases/lab/0.1.0-5e0c2a7b91/mf-manifest.json' }),
    overrideOrigins: [],
  };
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vet-pins-'));
    file = path.join(dir, 'production.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it.each(['staging', 'production'])('APP_ENV=%s does not start, and says why', async (appEnv) => {
    await writeFile(file, JSON.stringify(mutable));
    await expect(checkEnvironmentFile(file, appEnv)).rejects.toThrow(
      `El archivo de entorno ${file} (APP_ENV=${appEnv}) no es válido: "lab" apunta a /remotes/lab/mf-manifest.json, que no es una versión publicada`,
    );
  });

  it('the real server (npm start) with APP_ENV=production exits at start-up with that message', async () => {
    await writeFile(file, JSON.stringify(mutable));
    await buildServer();
    const run = runServerToExit({ ...process.env, APP_ENV: 'production', REMOTES_FILE: file, DATA_DIR: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No se pudo iniciar VetClinic');
    expect(run.stderr).toContain(
      `El archivo de entorno ${file} (APP_ENV=production) no es válido: "lab" apunta a /remotes/lab/mf-manifest.json`,
    );
  }, 200_000);

  it('APP_ENV=local starts with it; a missing file is left to the run-time answer', async () => {
    await writeFile(file, JSON.stringify(mutable));
    await expect(checkEnvironmentFile(file, 'local')).resolves.toBeUndefined();
    await expect(checkEnvironmentFile(path.join(dir, 'nope.json'), 'production')).resolves.toBeUndefined();
  });

  it('a running production server refuses to serve such an edit: 503, and the log says why', async () => {
    await writeFile(file, JSON.stringify(released));
    const logs = capturingLogger();
    const t = await startTestApp({
      logger: logs.logger,
      extra: { static: { shellDist: dir, remotesDir: dir, remotesFile: file, appEnv: 'production' } },
    });
    try {
      let res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect([res.statusCode, res.json().remotes]).toEqual([200, released.remotes]);
      await writeFile(file, JSON.stringify(mutable));
      res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { msg: 'La configuración de módulos (remotes.json) no es válida.' },
      ]);
      expect(logs.text()).toContain(
        'El archivo de entorno (remotes.json) no es válido: \\"lab\\" apunta a /remotes/lab/mf-manifest.json, que no es una versión publicada',
      );
    } finally {
      await t.close();
    }
  });
});
