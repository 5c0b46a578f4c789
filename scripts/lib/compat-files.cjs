// What a build publishes about compatibility (issue #23), read from the federation manifest the same
// build writes, so the files describe exactly what was bundled:
//   the shell (host):  provides.json  { contractVersion, shared: { pkg: "<exact version>" }, antdComponents }
//   each remote:       requires.json  { name, contractVersion, shared: { pkg: "<range>" }, antdComponents }
// The release tooling compares them before a release or a promotion; the shell compares them before it
// runs a remote's entry (shell/src/federation/compatibility.ts). antd is shared one component at a time
// ("antd/es/button"): the files name it once as "antd", with the components in antdComponents.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST = 'mf-manifest.json';
const CONTRACT_FILE = path.join(__dirname, '../../shared-ui/src/contract/contractVersion.json');

/** The contract version in shared-ui/src/contract/contractVersion.json (what remote.ts exports). */
function currentContractVersion() {
  return JSON.parse(fs.readFileSync(CONTRACT_FILE, 'utf8')).contractVersion;
}

// "antd/es/input-number" → "InputNumber", the name antdProvided.js and `import { … } from 'antd'` use.
const componentOf = (request) =>
  request
    .slice('antd/es/'.length)
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/**
 * The two files' content from a parsed mf-manifest.json. The host lists the exact version it provides
 * of each shared package; a remote, the range it accepts.
 * @param {{ name: string, shared: { name: string, version: string, requiredVersion: string }[] }} manifest
 */
function compatFromManifest(manifest, { isHost, contractVersion }) {
  const shared = {};
  const antdComponents = [];
  for (const item of [...manifest.shared].sort((a, b) => a.name.localeCompare(b.name))) {
    const value = isHost ? item.version : item.requiredVersion;
    if (item.name.startsWith('antd/es/')) {
      shared.antd = value;
      antdComponents.push(componentOf(item.name));
    } else {
      shared[item.name] = value;
    }
  }
  antdComponents.sort();
  return isHost
    ? { contractVersion, shared, antdComponents }
    : { name: manifest.name, contractVersion, shared, antdComponents };
}

/** Writes provides.json (host) or requires.json (remote) beside mf-manifest.json. */
class CompatFilesPlugin {
  /** @param {{ isHost: boolean, contractVersion?: number }} options contractVersion: a fixture's own. */
  constructor({ isHost, contractVersion }) {
    this.isHost = isHost;
    this.contractVersion = contractVersion;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // @vet/facts' PROVIDES_FILE and REQUIRES_FILE, written out: jest (Node 20) cannot require its ESM here.
    const fileName = this.isHost ? 'provides.json' : 'requires.json';
    compiler.hooks.thisCompilation.tap('CompatFilesPlugin', (compilation) => {
      // The federation plugin emits the manifest at this stage, and it is applied before this plugin
      // (rspack.shared.js), so it runs first; the precompression, at this stage too, comes after.
      compilation.hooks.processAssets.tap(
        { name: 'CompatFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          const manifest = assets[MANIFEST];
          if (!manifest) {
            compilation.errors.push(new Error(`CompatFilesPlugin: la compilación no escribió ${MANIFEST}`));
            return;
          }
          const content = compatFromManifest(JSON.parse(manifest.source().toString()), {
            isHost: this.isHost,
            contractVersion: this.contractVersion ?? currentContractVersion(),
          });
          compilation.emitAsset(fileName, new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { CompatFilesPlugin, compatFromManifest, currentContractVersion };
