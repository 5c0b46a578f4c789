import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchRoot, '..');
export const apiDist = path.join(repoRoot, 'api', 'dist');
