// Every unit, component and API suite. Run through `npm run test:unit` (ESM support for the API).
module.exports = {
  // antd forms typed key by key in jsdom are slow on a 2-core machine: this bounds a stuck test, it is no speed goal.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/remotes/auth',
    '<rootDir>/remotes/owners',
    '<rootDir>/remotes/patients',
    '<rootDir>/remotes/lab',
    '<rootDir>/remotes/grooming',
    '<rootDir>/api',
  ],
};
