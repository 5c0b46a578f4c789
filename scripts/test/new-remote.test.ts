// npm run new-remote (scripts/new-remote.mjs): a remote in the template's shape with its first screen and
// tests, and its entry in local.json, written so that the server accepts it and prettier leaves it as it
// is; bad, taken and reserved names refused in Spanish, with nothing written. Each case runs the command
// over a temporary copy of the files it reads and edits (--root), without npm install (--no-install).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { parseEnvironment } from '../../api/src/http/environment-file.js';
import { repoRoot } from '../lib/workspaces.mjs';

const { remoteNames } = createRequire(import.meta.url)('../lib/remotes.cjs') as {
  remoteNames: (root: string) => string[];
};
const script = path.join(repoRoot, 'scripts', 'new-remote.mjs');
const ENVIRONMENTS = ['local', 'staging', 'production'].map((env) => `shell/environments/${env}.json`);
const USAGE = 'Uso: npm run new-remote -- <nombre> [--label "<nombre del módulo en español>"]';

let root: string;
const read = (file: string) => readFile(path.join(root, file), 'utf8');
const readJson = async (file: string) => JSON.parse(await read(file));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [script, '--root', root, '--no-install', ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Whether prettier, with the repository's settings, would leave the file as it is. */
async function prettierClean(file: string) {
  const options = await prettier.resolveConfig(path.join(repoRoot, 'package.json'));
  return prettier.check(await read(file), { ...options, filepath: path.join(root, file) });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'new-remote-'));
  for (const file of [...ENVIRONMENTS, 'shared-ui/package.json', 'remotes/owners/package.json']) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(root, file));
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('npm run new-remote', () => {
  it('creates remotes/<name> in the template’s shape, with its first screen and its tests', async () => {
    const { status, stdout } = run('vacunas', '--label', 'Vacunas y desparasitación');
    expect(status).toBe(0);

    const dir = 'remotes/vacunas';
    const files = [
      'README.md',
      'first-screens.config.js',
      'jest.config.js',
      'module-federation.config.js',
      'package.json',
      'rspack.config.js',
      'src/api/vacunasApi.ts',
      'src/features/home/VacunasHomePage.test.tsx',
      'src/features/home/VacunasHomePage.tsx',
      'src/index.ts',
      'src/messages.ts',
      'src/module.test.ts',
      'src/module.tsx',
      'src/routes.tsx',
      'src/testing/fixtures.ts',
      'tsconfig.json',
    ];
    for (const file of files) {
      expect(existsSync(path.join(root, dir, file))).toBe(true);
      expect(await prettierClean(`${dir}/${file}`)).toBe(true);
    }
    // Jest's projects, the lint rules, the typecheck and the bench find it by its folder.
    expect(remoteNames(root)).toEqual(['owners', 'vacunas']);

    // Its package: shared-ui at its current version, the rest at the pins every remote has.
    const pkg = await readJson(`${dir}/package.json`);
    const sharedUi = await readJson('shared-ui/package.json');
    const owners = await readJson('remotes/owners/package.json');
    expect(pkg).toMatchObject({ name: '@vet/remote-vacunas', version: '0.1.0', private: true });
    expect(pkg.scripts).toEqual(owners.scripts);
    const { '@vet/shared-ui': sharedUiPin, ...others } = pkg.dependencies;
    expect(sharedUiPin).toBe(sharedUi.version);
    for (const [name, version] of Object.entries(others))
      expect([name, version]).toEqual([name, owners.dependencies[name]]);
    expect(Object.keys(others)).toEqual(
      expect.arrayContaining(['react', 'react-router-dom', '@reduxjs/toolkit']),
    );

    expect(await read(`${dir}/module-federation.config.js`)).toContain(
      "module.exports = { name: 'vacunas', exposes: { './module': './src/module.tsx' } };",
    );
    expect(await read(`${dir}/rspack.config.js`)).toContain(
      'containerConfig({ dir: __dirname, federation })',
    );
    expect(await read(`${dir}/jest.config.js`)).toContain("frontendProject(__dirname, 'vacunas')");
    // Its home screen's files named in the page of a first visit (scripts/lib/first-screens.cjs).
    expect(await read(`${dir}/first-screens.config.js`)).toContain(
      "module.exports = { '/vacunas': './src/features/home/VacunasHomePage' };",
    );

    // The module: the contract version compiled in, its name, its routes at its mount, its API injected.
    const module = await read(`${dir}/src/module.tsx`);
    expect(module).toContain("import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';");
    expect(module).toContain("name: 'vacunas',");
    expect(module).toContain('routes: { vacunas: vacunasRoutes },');
    expect(module).toContain('host.injectSlice(vacunasApi);');
    expect(module).toContain('host.addMiddleware(vacunasApi.middleware);');
    expect(await read(`${dir}/src/routes.tsx`)).toContain(
      "const VacunasHomePage = lazy(() => import('./features/home/VacunasHomePage'));",
    );
    const api = await read(`${dir}/src/api/vacunasApi.ts`);
    expect(api).toContain("reducerPath: 'vacunasApi',");
    expect(api).toContain('baseQuery,');
    expect(api).toContain('endpoints: () => ({}),');

    // The first screen: the label as its heading (PageHeader), its sentences in messages.ts.
    expect(await read(`${dir}/src/messages.ts`)).toContain("homeTitle: 'Vacunas y desparasitación',");
    const page = await read(`${dir}/src/features/home/VacunasHomePage.tsx`);
    expect(page).toContain("import { PageHeader } from '@vet/shared-ui/page';");
    expect(page).toContain('<PageHeader title={MSG.homeTitle} />');
    expect(await read(`${dir}/src/features/home/VacunasHomePage.test.tsx`)).toContain(
      "screen.getByRole('heading', { level: 1, name: 'Vacunas y desparasitación' })",
    );
    expect(await read(`${dir}/src/module.test.ts`)).toContain("expectRemoteModule(remote, 'vacunas');");

    // What to do next, in Spanish.
    expect(stdout).toContain('Remoto "vacunas" («Vacunas y desparasitación») creado:');
    expect(stdout).toContain('npm run build && npm start, y abre http://localhost:8080/vacunas');
    expect(stdout).toContain('npm run release -w remotes/vacunas -- --env staging');
  });

  it('adds its entry to local.json only: valid for the server, its link after the others, every other line kept', async () => {
    const before = await Promise.all(ENVIRONMENTS.map(read));
    expect(run('vacunas', '--label', 'Vacunas').status).toBe(0);

    const local = await read(ENVIRONMENTS[0]);
    const environment = parseEnvironment(JSON.parse(local));
    const previous = parseEnvironment(JSON.parse(before[0]));
    const lastOrder = Math.max(
      ...Object.values(previous.remotes).flatMap(({ nav = [] }) => nav.map((n) => n.order)),
    );
    expect(environment.remotes.vacunas).toEqual({
      manifest: '/remotes/vacunas/mf-manifest.json',
      label: 'Vacunas',
      mounts: [{ path: 'vacunas', area: 'main' }],
      nav: [
        { label: 'Vacunas', to: '/vacunas', icon: 'box', order: lastOrder + 10, in: ['sidebar', 'tiles'] },
      ],
    });
    const { vacunas: _added, ...rest } = environment.remotes;
    expect({ ...environment, remotes: rest }).toEqual(previous);
    expect(await prettierClean(ENVIRONMENTS[0])).toBe(true);
    // The lines before the new entry are the file's own.
    expect(local.startsWith(before[0].slice(0, before[0].lastIndexOf('    }\n  },')))).toBe(true);
    // Staging and production learn of it with its first release (RELEASING.md).
    expect(await read(ENVIRONMENTS[1])).toBe(before[1]);
    expect(await read(ENVIRONMENTS[2])).toBe(before[2]);
  });

  it('names the module after the remote without --label, and keeps a label’s quote as written', async () => {
    expect(run('vacunas').status).toBe(0);
    expect(parseEnvironment(await readJson(ENVIRONMENTS[0])).remotes.vacunas.label).toBe('Vacunas');
    expect(run('agenda', '--label', "Citas d'Ana").status).toBe(0);
    expect(await read('remotes/agenda/src/messages.ts')).toContain(`homeTitle: "Citas d'Ana",`);
    expect(parseEnvironment(await readJson(ENVIRONMENTS[0])).remotes.agenda.label).toBe("Citas d'Ana");
  });

  it('takes over a screen the shell only holds a place for («Reportes» en construcción)', async () => {
    // As before remotes/reports joined (issue 28): the shell still holds «Reportes» for an environment
    // without it (shell/src/layout/navigation.ts).
    const local = await readJson(ENVIRONMENTS[0]);
    delete local.remotes.reports;
    await writeFile(path.join(root, ENVIRONMENTS[0]), `${JSON.stringify(local, null, 2)}\n`);
    expect(run('reports', '--label', 'Reportes').status).toBe(0);
    expect(parseEnvironment(await readJson(ENVIRONMENTS[0])).remotes.reports.mounts).toEqual([
      { path: 'reports', area: 'main' },
    ]);
  });

  const BAD_NAME =
    'no sirve para un remoto: de 2 a 31 minúsculas sin tilde o cifras, empezando por una letra y sin guiones';
  it.each([
    ['Vacunas', `El nombre "Vacunas" ${BAD_NAME}`],
    ['v', `El nombre "v" ${BAD_NAME}`],
    ['1vacunas', `El nombre "1vacunas" ${BAD_NAME}`],
    ['historia-clinica', `El nombre "historia-clinica" ${BAD_NAME}`],
    ['vacunás', `El nombre "vacunás" ${BAD_NAME}`],
    ['a'.repeat(32), BAD_NAME],
    ['owners', 'Ya existe remotes/owners: elige otro nombre o trabaja en ese remoto.'],
    ['lab', 'shell/environments/local.json ya tiene una entrada "lab": elige otro nombre o quítala antes.'],
    [
      'account',
      '"/account" ya es una ruta del remoto "auth" (shell/environments/local.json): elige otro nombre',
    ],
    [
      'api',
      '"/api" es una ruta del servidor (/api, /remotes, /releases): una pantalla ahí nunca se serviría.',
    ],
    ['releases', '"/releases" es una ruta del servidor'],
    ['shell', '"shell" es el nombre del shell en Module Federation. Elige otro nombre.'],
  ])('refuses the name %s, saying why, and writes nothing', async (name, message) => {
    const before = await read(ENVIRONMENTS[0]);
    const { status, stdout, stderr } = run(name);
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).toContain(USAGE);
    expect(stdout).toBe('');
    expect(await read(ENVIRONMENTS[0])).toBe(before);
    expect(remoteNames(root)).toEqual(['owners']);
  });

  it.each([
    [['vacunas', '--label', 'Vacunas <b>'], 'La etiqueta "Vacunas <b>" no sirve: de 1 a 40 caracteres'],
    [['vacunas', '--label', 'V'.repeat(41)], 'no sirve: de 1 a 40 caracteres, letras, cifras, espacios'],
    [['vacunas', '--label', '  '], 'La etiqueta "" no sirve'],
    [[], 'Indica el nombre del remoto, uno solo (como vacunas).'],
    [['vacunas', 'agenda'], 'Indica el nombre del remoto, uno solo (como vacunas).'],
    [['vacunas', '--etiqueta', 'Vacunas'], 'No se entiende la orden:'],
  ])('refuses %j, saying why, and writes nothing', async (args, message) => {
    const before = await read(ENVIRONMENTS[0]);
    const { status, stderr } = run(...args);
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).toContain(USAGE);
    expect(await read(ENVIRONMENTS[0])).toBe(before);
    expect(existsSync(path.join(root, 'remotes', 'vacunas'))).toBe(false);
  });
});
