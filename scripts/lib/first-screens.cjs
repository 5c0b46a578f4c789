// The files a first visit needs, written by the build so that the server can name them in the page's
// <head> (issue 29, api/src/http/preload-hints.ts). Without them a cold visit finds its scripts one hop
// at a time: the shell's entry, then its start-up chunks, then the signed-in layout's, then the
// screen's page and the antd components it uses; on a slow link each hop is a round trip plus the time
// the CPU takes to run what came before.
//
// A container lists the screens in an optional `first-screens.config.js` beside its rspack config:
//   { "<name>": "./src/<module that a lazy import() loads>" }
// or, with the API addresses the screen asks for first (the page then asks for them itself,
// api/src/http/early-data.ts): { "<name>": { page: "./src/…", data: ["/api/owners?page=1&limit=20"] } }
// or, for what the remote's module itself shows at an address (its dashboard widgets at "/"), the data
// alone: { "/": { data: ["/api/patients/count"] } }. An address's query may name an instant the page
// fills in ("{today}": @vet/facts' EARLY_DATA_INSTANTS).
// A remote names them by the address that shows them ("/owners"); the shell by its own names
// ("startup", "signedIn"). A remote's `./module` expose is always listed, as "./module", and the shell's
// entry point as "entry". The build writes `first-screens.json`:
//   { "<name>": { "files": ["937.f6fdc4716a.js", "937.9f36236876.css"], "shared": ["antd/es/table"] } }
// files: the chunks of the import()'s chunk group (relative to the container's folder); shared: the
// shared modules those chunks consume, which the server turns into files through the provider's
// mf-manifest.json (the shell's, or the container's own).
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'first-screens.json';
const CONFIG = 'first-screens.config.js';
const EXTENSIONS = ['', '.tsx', '.ts', '.js'];
const MODULE = './module';
const EXPOSE_GROUP = '__federation_expose_module';

// "consume shared module (default) @reduxjs/toolkit/query@^2.0.0 (strict) …" → "@reduxjs/toolkit/query"
// "provide shared module (default) antd/es/button@6.6.8 = /…" → "antd/es/button"
const SHARE_KEY = /^(consume|provide) shared module \([^)]*\) ((?:@[^@\s/]+\/)?[^@\s]+)@/;

/** The share key a consume-shared (or, with kind 'provide', provide-shared) module's identifier names. */
function shareKeyOf(identifier, kind = 'consume') {
  const match = SHARE_KEY.exec(identifier);
  return match?.[1] === kind ? match[2] : undefined;
}

/** The container's list, or undefined when it has none. */
function readConfig(dir) {
  const file = path.join(dir, CONFIG);
  if (!fs.existsSync(file)) return undefined;
  delete require.cache[require.resolve(file)];
  return require(file);
}

/** The absolute file a config entry ("./src/…", extension optional) names, or undefined. */
function resolveModule(dir, request) {
  const base = path.resolve(dir, request);
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** The chunk group a lazy import() of `resource` starts (the one whose origin imports exactly it). */
function groupImporting(compilation, resource) {
  for (const group of compilation.chunkGroups) {
    if (group.isInitial?.()) continue;
    for (const origin of group.origins ?? []) {
      const importer = origin.module?.resource;
      if (!importer || !origin.request) continue;
      const target = resolveModule(path.dirname(importer), origin.request);
      if (target === resource) return group;
    }
  }
  return undefined;
}

const scriptsAndStyles = (group) =>
  [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => /\.(js|css)$/.test(f)).sort();

/** For each shared module this container provides: the files of the chunk group its factory loads. */
function providedFiles(compilation) {
  const provided = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins ?? []) {
      const key = origin.module && shareKeyOf(origin.module.identifier(), 'provide');
      if (key) provided[key] = describeGroup(compilation, group);
    }
  }
  return Object.fromEntries(Object.entries(provided).sort(([a], [b]) => a.localeCompare(b)));
}

/** { files, shared } of one chunk group. */
function describeGroup(compilation, group) {
  const files = new Set(scriptsAndStyles(group));
  const shared = new Set();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = shareKeyOf(module.identifier());
      if (key) shared.add(key);
    }
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

class FirstScreensPlugin {
  /**
   * @param {{ dir: string, expose?: string, host?: boolean }} options dir: the container's folder (its
   *   first-screens.config.js); expose: the file a remote exposes as ./module; host: the shell, whose
   *   entry point is listed as "entry".
   */
  constructor({ dir, expose, host = false }) {
    this.dir = dir;
    this.expose = expose;
    this.host = host;
  }

  apply(compiler) {
    const config = readConfig(this.dir) ?? {};
    if (!this.expose && !this.host && Object.keys(config).length === 0) return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreensPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreensPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT - 1 },
        () => {
          const screens = {};
          // The federation plugin names the expose's chunk group after it.
          const expose = this.expose && compilation.chunkGroups.find((g) => g.name === EXPOSE_GROUP);
          if (expose) screens[MODULE] = describeGroup(compilation, expose);
          else if (this.expose)
            compilation.errors.push(new Error(`FirstScreensPlugin: no se encontró el grupo de ${MODULE}`));
          // The host's entry point, named first in the page so that it is not queued behind the rest.
          const entry = this.host && compilation.entrypoints.get('main');
          if (entry) screens.entry = describeGroup(compilation, entry);
          for (const [name, value] of Object.entries(config)) {
            const { page: request, data } = typeof value === 'string' ? { page: value } : value;
            // Data only: what the remote's module shows there (the dashboard's counters at "/").
            if (request === undefined) {
              screens[name] = { files: [], shared: [], data };
              continue;
            }
            const resource = resolveModule(this.dir, request);
            const group = resource && groupImporting(compilation, resource);
            if (!group) {
              compilation.errors.push(
                new Error(`FirstScreensPlugin: «${name}»: ningún import() carga ${request} (${CONFIG})`),
              );
              continue;
            }
            screens[name] = { ...describeGroup(compilation, group), ...(data && { data }) };
          }
          const content = { screens, provided: providedFiles(compilation) };
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstScreensPlugin, shareKeyOf, FILE };
