import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeProject } from '../jest.node.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = nodeProject(here, 'api');

/** API tests: ESM TypeScript through @swc/jest, real PostgreSQL (embedded, or DATABASE_URL when set). */
export default {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '^cookie$': '<rootDir>/test/shims/cookie.cjs' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
};
