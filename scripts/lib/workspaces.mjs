// Shared by the scripts that run the whole product (start, dev, seed, db-archive, remote-dev) and the bench:
// where the repo is and which workspaces are front-end containers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Workspace folders from the root package.json, with "dir/*" patterns expanded. */
function allWorkspaces() {
  const { workspaces = [] } = readJson(path.join(repoRoot, 'package.json'));
  const list = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  return list.flatMap((ws) => {
    if (!ws.endsWith('/*')) return [ws];
    const dir = ws.slice(0, -2);
    return readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(repoRoot, dir, e.name, 'package.json')))
      .map((e) => `${dir}/${e.name}`);
  });
}

/** The shell first, then each remote: the containers whose dist/ the server serves. */
export function frontEndWorkspaces() {
  const found = allWorkspaces().filter((ws) => ws === 'shell' || ws.startsWith('remotes/'));
  return found.sort((a, b) => (a === 'shell' ? -1 : b === 'shell' ? 1 : a.localeCompare(b)));
}

export function scriptsOf(ws) {
  return readJson(path.join(repoRoot, ws, 'package.json')).scripts ?? {};
}
