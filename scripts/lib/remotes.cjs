// @ts-check
// The remotes are the folders under remotes/ that hold a package.json. This is the one list: the
// workspaces ("remotes/*"), jest's projects, the lint rules, the typecheck and the bench all read it,
// so a new remote (npm run new-remote) joins them by being there.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..', '..');

/**
 * The remotes' names, sorted.
 * @param {string} root the repository
 * @returns {string[]}
 */
function remoteNames(root = repoRoot) {
  const dir = path.join(root, 'remotes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
}

module.exports = { remoteNames };
