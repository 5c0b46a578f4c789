import { fileURLToPath } from 'node:url';
import path from 'node:path';

// Resolved from this file, not from the cwd: src/lib/paths.ts and dist/lib/paths.js sit at the same depth.
/** The api/ folder. */
export const apiRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
/** The repository root (the api folder's parent): shell/ and remotes/ live here. */
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsDir = path.join(apiRoot, 'migrations');
