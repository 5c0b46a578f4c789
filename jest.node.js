// Jest settings shared by the Node projects (api, scripts): ES modules in TypeScript through @swc/jest,
// run under `node --experimental-vm-modules` (npm run test:unit).

/** @param {string} dir the project's folder @param {string} displayName */
function nodeProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
          module: { type: 'es6' },
        },
      ],
    },
    // Sources import './x.js' (NodeNext); the test runtime resolves the .ts file.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/test/**/*.test.ts'],
  };
}

module.exports = { nodeProject };
