// @ts-check
// What shared-ui gives every container at run time, and whether a change to it carries the version
// that protects the shells already deployed. rspack.shared.js shares the main entry and the
// react-router-dom facade under shared-ui's version with the rule `^<version>` (sharedUiRule), and
// the antd components of antdProvided.js, which only the shell provides. A remote built on a newer
// shared-ui asks for what an older shell may lack: the version is what lets that shell refuse it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const SNAPSHOT_FILE = 'shared-ui/provides.snapshot.json';
export const PACKAGE_FILE = 'shared-ui/package.json';
export const ANTD_PROVIDED_FILE = 'shared-ui/src/vendor/antdProvided.js';
export const REFRESH_COMMAND = 'npm run check:shared -- --write';

/**
 * The shared modules that carry shared-ui's version, each with its source (relative to the repo);
 * the main entry is the package's `main`. A test checks this against rspack.shared.js.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function sharedUiEntries(root) {
  const { main } = JSON.parse(readFileSync(path.join(root, PACKAGE_FILE), 'utf8'));
  return {
    '@vet/shared-ui': path.posix.join('shared-ui', main),
    'react-router-dom': 'shared-ui/src/vendor/react-router-dom.ts',
  };
}

/**
 * The value names each file exports (types left out: they are gone at run time), as the TypeScript
 * compiler resolves them through `export *` and re-exports.
 * @param {string[]} files absolute paths
 * @returns {string[][]}
 */
function valueExports(files) {
  const program = ts.createProgram(files, {
    allowJs: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    // Only the names and kinds of exports are read, never types: no default library, no @types.
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  /** @param {ts.Symbol} symbol */
  const isValue = (symbol) => {
    if (symbol.declarations?.some((node) => ts.isTypeOnlyImportOrExportDeclaration(node))) return false;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.flags & ts.SymbolFlags.Value) !== 0;
  };
  return files.map((file) => {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${file}: no es un módulo que TypeScript pueda leer.`);
    return checker
      .getExportsOfModule(module)
      .filter(isValue)
      .map((symbol) => symbol.name)
      .sort();
  });
}

/**
 * What the tree at `root` provides now, in the snapshot's shape.
 * @param {string} root
 * @returns {{ version: string, exports: Record<string, string[]>, antdComponents: string[] }}
 */
export function currentProvides(root) {
  const { version } = JSON.parse(readFileSync(path.join(root, PACKAGE_FILE), 'utf8'));
  const entries = Object.entries(sharedUiEntries(root));
  const names = valueExports(entries.map(([, file]) => path.join(root, file)));
  const require = createRequire(path.join(root, 'package.json'));
  /** @type {string[]} */
  const antd = require(path.join(root, ANTD_PROVIDED_FILE));
  return {
    version,
    exports: Object.fromEntries(entries.map(([name], index) => [name, names[index]])),
    antdComponents: [...antd].sort(),
  };
}

/** @param {string} root */
export function readSnapshot(root) {
  const file = path.join(root, SNAPSHOT_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * @param {string} version
 * @returns {[number, number, number] | null}
 */
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version ?? '');
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** @param {number[]} a @param {number[]} b */
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `next` satisfies `^previous` (the caret of sharedUiRule): then a remote built on `previous`
 * is accepted by a shell on `next`.
 * @param {number[]} previous @param {number[]} next
 */
function withinCaret(previous, next) {
  if (compare(next, previous) < 0) return false;
  if (previous[0] > 0) return next[0] === previous[0];
  if (previous[1] > 0) return next[0] === 0 && next[1] === previous[1];
  return next[0] === 0 && next[1] === 0 && next[2] === previous[2];
}

/** The smallest version whose caret leaves `previous` out: enough for an addition. @param {number[]} v */
const nextPatch = (v) => `${v[0]}.${v[1]}.${v[2] + 1}`;
/** The smallest version outside `^previous`: needed for a removal. @param {number[]} v */
const nextBreaking = (v) => (v[0] > 0 ? `${v[0] + 1}.0.0` : v[1] > 0 ? `0.${v[1] + 1}.0` : nextPatch(v));

/**
 * The names added and removed between two lists, per place ("@vet/shared-ui", "antd"…).
 * @param {{ exports: Record<string, string[]>, antdComponents: string[] }} before
 * @param {{ exports: Record<string, string[]>, antdComponents: string[] }} after
 */
function differences(before, after) {
  /** @type {(side: typeof before) => Record<string, string[]>} */
  const lists = (side) => ({ ...side.exports, antd: side.antdComponents });
  const [old, now] = [lists(before), lists(after)];
  const places = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  const added = [];
  const removed = [];
  for (const place of places) {
    const [was, is] = [new Set(old[place] ?? []), new Set(now[place] ?? [])];
    const plus = [...is].filter((name) => !was.has(name));
    const minus = [...was].filter((name) => !is.has(name));
    if (plus.length) added.push({ place, names: plus });
    if (minus.length) removed.push({ place, names: minus });
  }
  return { added, removed };
}

/**
 * Where a place's list lives, for the message.
 * @param {string} root @param {string} place
 */
function describePlace(root, place) {
  if (place === 'antd') return `los componentes de antd compartidos (${ANTD_PROVIDED_FILE})`;
  const file = sharedUiEntries(root)[place];
  return file ? `${place} (${file})` : place;
}

/**
 * Compares the tree with its committed snapshot.
 * @param {string} root
 * @returns {{ ok: boolean, bumpOk: boolean, message: string, current: ReturnType<typeof currentProvides> }}
 *   bumpOk: the version protects older shells (the snapshot may still need refreshing); message: Spanish.
 */
export function checkSharedUiBump(root) {
  const current = currentProvides(root);
  const snapshot = readSnapshot(root);
  if (!snapshot) {
    return {
      ok: false,
      bumpOk: true,
      current,
      message: `Falta ${SNAPSHOT_FILE}. Créala con: ${REFRESH_COMMAND}`,
    };
  }
  const [was, is] = [parse(snapshot.version), parse(current.version)];
  if (!was || !is) {
    const bad = !is ? `${PACKAGE_FILE} (${current.version})` : `${SNAPSHOT_FILE} (${snapshot.version})`;
    return { ok: false, bumpOk: false, current, message: `Versión no válida en ${bad}: debe ser X.Y.Z.` };
  }
  if (compare(is, was) < 0) {
    return {
      ok: false,
      bumpOk: false,
      current,
      message: `La versión de shared-ui bajó de ${snapshot.version} a ${current.version} (${PACKAGE_FILE}): una versión publicada nunca vuelve atrás.`,
    };
  }
  const { added, removed } = differences(snapshot, current);
  const lines = [
    ...removed.map(({ place, names }) => `  Se quitó de ${describePlace(root, place)}: ${names.join(', ')}`),
    ...added.map(({ place, names }) => `  Se añadió a ${describePlace(root, place)}: ${names.join(', ')}`),
  ];
  const bumpTo = (/** @type {string} */ version, /** @type {string} */ why) =>
    [
      `shared-ui necesita una versión nueva: ${current.version} no protege a los shells con ${snapshot.version}.`,
      ...lines,
      why,
      `Sube "version" en ${PACKAGE_FILE} de ${snapshot.version} a ${version} (y "@vet/shared-ui" en el package.json del shell y de cada remoto; luego npm install para el package-lock.json).`,
      `Después actualiza ${SNAPSHOT_FILE}: ${REFRESH_COMMAND}`,
    ].join('\n');

  if (removed.length && withinCaret(was, is)) {
    return {
      ok: false,
      bumpOk: false,
      current,
      message: bumpTo(
        nextBreaking(was),
        `Quitar es un cambio incompatible: un remoto compilado con ${snapshot.version} lo usa, y un shell con ${current.version} lo aceptaría (mismo rango ^${snapshot.version}) sin tenerlo.`,
      ),
    };
  }
  if (added.length && compare(is, was) === 0) {
    return {
      ok: false,
      bumpOk: false,
      current,
      message: bumpTo(
        nextPatch(was),
        `Un remoto compilado con esto lo pediría a un shell con ${snapshot.version}, que no lo tiene (undefined o RUNTIME-012 en el navegador); con una versión nueva, ese shell lo rechaza con un motivo claro.`,
      ),
    };
  }
  if (lines.length || compare(is, was) !== 0) {
    return {
      ok: false,
      bumpOk: true,
      current,
      message: [
        `${SNAPSHOT_FILE} no está al día (tiene ${snapshot.version}; shared-ui es ${current.version}).`,
        ...lines,
        `Actualízala: ${REFRESH_COMMAND}`,
      ].join('\n'),
    };
  }
  return {
    ok: true,
    bumpOk: true,
    current,
    message: `shared-ui ${current.version}: la instantánea está al día.`,
  };
}

/**
 * The snapshot's text, as prettier writes it (format:check covers it).
 * @param {string} root
 * @param {ReturnType<typeof currentProvides>} provides
 */
export async function snapshotText(root, provides) {
  const prettier = await import('prettier');
  const file = path.join(root, SNAPSHOT_FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(provides), { ...options, filepath: file });
}
