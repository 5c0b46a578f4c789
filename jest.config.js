// Every unit, component, API and scripts suite. Run through `npm run test:unit` (ESM support for the
// api and scripts projects).
const { remoteNames } = require('./scripts/lib/remotes.cjs');

module.exports = {
  // antd forms typed key by key in jsdom are slow on a 2-core machine: this bounds a stuck test, it is no speed goal.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    // Each folder under remotes/ (scripts/lib/remotes.cjs).
    ...remoteNames().map((name) => `<rootDir>/remotes/${name}`),
    '<rootDir>/api',
    // The repository's scripts (scripts/test/).
    '<rootDir>/scripts',
  ],
};
