// The shared-ui bump check (scripts/check-shared-ui-bump.mjs): an export of a shared entry or a shared antd
// component added or removed without the version that protects older shells fails, saying what to bump.
// Each case runs over a small fixture tree shaped like the repository's shared-ui.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  SNAPSHOT_FILE,
  checkSharedUiBump,
  sharedUiEntries,
  snapshotText,
} from '../lib/shared-ui-provides.mjs';
import { repoRoot } from '../lib/workspaces.mjs';

const script = path.join(repoRoot, 'scripts', 'check-shared-ui-bump.mjs');

interface Fixture {
  version?: string;
  /** shared-ui/src/index.ts */
  main?: string;
  antd?: string[];
}

const baseMain = [
  "export * from './format';",
  'export const toast = { success: (msg: string) => msg };',
  'export interface Toast { msg: string }',
].join('\n');
const format =
  'export function formatDate(d: Date): string { return d.toISOString(); }\nexport type DateInput = Date;\n';
const router = "export { Link, useNavigate } from 'react-router';\nexport type { To } from 'react-router';\n";

// What the tree above provides: its value exports and antd components.
const baseline = {
  version: '0.2.0',
  exports: { '@vet/shared-ui': ['formatDate', 'toast'], 'react-router-dom': ['Link', 'useNavigate'] },
  antdComponents: ['Button', 'Empty'],
};

let root: string;

async function writeTree({ version = '0.2.0', main = baseMain, antd = ['Button', 'Empty'] }: Fixture) {
  const files: Record<string, string> = {
    'shared-ui/package.json': JSON.stringify({ name: '@vet/shared-ui', version, main: 'src/index.ts' }),
    'shared-ui/src/index.ts': main,
    'shared-ui/src/format.ts': format,
    'shared-ui/src/vendor/react-router-dom.ts': router,
    'shared-ui/src/vendor/antdProvided.js': `module.exports = ${JSON.stringify(antd)};\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

/** What the CLI's check prints, with its exit status (0 passes, 1 fails). */
function check() {
  const { ok, message } = checkSharedUiBump(root);
  return { status: ok ? 0 : 1, output: message };
}

/** The CLI's --write: refuses (1) when the version does not protect older shells. */
async function write() {
  const { bumpOk, current } = checkSharedUiBump(root);
  if (bumpOk) await writeFile(path.join(root, SNAPSHOT_FILE), await snapshotText(root, current));
  return { status: bumpOk ? 0 : 1 };
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [script, `--root=${root}`, ...args], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'shared-ui-bump-'));
  await writeTree({});
  await writeFile(path.join(root, SNAPSHOT_FILE), JSON.stringify(baseline));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('check-shared-ui-bump', () => {
  it('passes when nothing shared changed: value exports only count (types are gone at run time)', async () => {
    expect(check()).toMatchObject({ status: 0 });
    // --write records the same lists, as prettier writes the file.
    expect(await write()).toEqual({ status: 0 });
    const text = await readFile(path.join(root, SNAPSHOT_FILE), 'utf8');
    expect(JSON.parse(text)).toEqual(baseline);
    expect(text).toContain('{\n  "version": "0.2.0",\n');
  });

  it('fails an added export without a bump, naming it, the file to bump, the version and the command', async () => {
    await writeTree({ main: `${baseMain}\nexport const formatWeight = (kg: number) => \`\${kg} kg\`;` });
    const { status, output } = run();
    expect(status).toBe(1);
    expect(output).toContain('Se añadió a @vet/shared-ui (shared-ui/src/index.ts): formatWeight');
    expect(output).toContain('Sube "version" en shared-ui/package.json de 0.2.0 a 0.2.1');
    expect(output).toContain('npm run check:shared -- --write');
    // --write refuses too: the snapshot cannot be refreshed past a missing bump.
    expect(run('--write').status).toBe(1);
  });

  it('follows `export *`: a new function in a re-exported file is an added export', async () => {
    await writeFile(
      path.join(root, 'shared-ui/src/format.ts'),
      `${format}export const formatKg = () => '';\n`,
    );
    expect(check().output).toContain('Se añadió a @vet/shared-ui (shared-ui/src/index.ts): formatKg');
  });

  it('fails a shared antd component added without a bump', async () => {
    await writeTree({ antd: ['Button', 'Empty', 'Table'] });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain(
      'Se añadió a los componentes de antd compartidos (shared-ui/src/vendor/antdProvided.js): Table',
    );
    expect(output).toContain('de 0.2.0 a 0.2.1');
  });

  it('passes an added export once shared-ui is bumped and the snapshot refreshed; not before the refresh', async () => {
    await writeTree({ version: '0.2.1', main: `${baseMain}\nexport const formatKg = () => '';` });
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.output).toContain('shared-ui/provides.snapshot.json no está al día');
    expect(stale.output).toContain('npm run check:shared -- --write');

    expect(run('--write').status).toBe(0);
    expect(run()).toMatchObject({ status: 0 });
  });

  it('fails a removed export with only a patch bump: that needs 0.3.0 (0.2.1 is inside ^0.2.0)', async () => {
    await writeTree({ version: '0.2.1', main: "export * from './format';" });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('Se quitó de @vet/shared-ui (shared-ui/src/index.ts): toast');
    expect(output).toContain('de 0.2.0 a 0.3.0');
    expect(output).toContain('cambio incompatible');
  });

  it('accepts a removed export with a minor bump under 0.x', async () => {
    await writeTree({ version: '0.3.0', main: "export * from './format';" });
    expect((await write()).status).toBe(0);
    expect(check().status).toBe(0);
  });

  it('a type-only export needs no bump', async () => {
    await writeTree({ main: `${baseMain}\nexport type Weight = number;` });
    expect(checkSharedUiBump(root)).toMatchObject({ ok: true });
  });

  it('fails a version that goes back', async () => {
    await writeTree({ version: '0.1.9' });
    expect(check().output).toContain('La versión de shared-ui bajó de 0.2.0 a 0.1.9');
  });
});

describe('the entries the check reads', () => {
  it('are exactly the modules rspack.shared.js shares under shared-ui’s version, from the same files', () => {
    // rspack.shared.js loads the bundler, an ES module jest cannot require: read it in a plain node.
    const program = `const { sharedSingletons } = require('./rspack.shared.js');
      const { version } = require('./shared-ui/package.json');
      const picked = Object.entries(sharedSingletons).filter(([, rule]) => rule.version === version);
      console.log(JSON.stringify(picked.map(([name, rule]) => [name, require.resolve(rule.import ?? name)])));`;
    const result = spawnSync(process.execPath, ['-e', program], { cwd: repoRoot, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const shared = JSON.parse(result.stdout) as [string, string][];
    expect(Object.fromEntries(shared.map(([name, file]) => [name, path.relative(repoRoot, file)]))).toEqual(
      sharedUiEntries(repoRoot),
    );
  });
});
