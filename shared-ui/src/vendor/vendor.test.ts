// The browser gets only the antd components listed in antd-components.json and only the react-router-dom
// exports of react-router-dom.ts (rspack.shared.js). Anything else a screen imports would be undefined at
// run time, so the lists must match what the containers' sources import: exactly, no more, no less.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importedValues } from '../../test/importedValues';
import antdComponents from './antd-components.json';
import retiredComponents from './antd-components-retired.json';
import * as routerFacade from './react-router-dom';

const root = join(__dirname, '..', '..', '..');
// Every remote: the folders under remotes/ with a package.json (as scripts/lib/remotes.cjs lists them).
const remotes = readdirSync(join(root, 'remotes')).filter((name) =>
  existsSync(join(root, 'remotes', name, 'package.json')),
);
const sourceDirs = ['shell/src', 'shared-ui/src', ...remotes.map((r) => `remotes/${r}/src`)];

/** Every runtime source file (tests and test helpers are never bundled). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceDirs.flatMap((dir) => sources(join(root, dir)));

it('antd-components.json lists exactly the antd components the sources use', () => {
  expect([...importedValues(files, 'antd')].sort()).toEqual([...antdComponents].sort());
});

it('a retired antd component is one no source imports any more (else it belongs in antd-components.json)', () => {
  const used = importedValues(files, 'antd');
  expect(retiredComponents.filter((name) => used.has(name))).toEqual([]);
});

it('sources import antd by name from "antd" only (the locale data aside)', () => {
  const deep = files.filter(
    (file) => /from 'antd\/(?!(es\/)?locale\/)/.test(readFileSync(file, 'utf8')) && !file.includes('vendor'),
  );
  expect(deep).toEqual([]);
});

it('the react-router-dom facade exports exactly what the sources use', () => {
  expect([...importedValues(files, 'react-router-dom')].sort()).toEqual(Object.keys(routerFacade).sort());
});
