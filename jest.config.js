// Every unit, component and API suite. Run through `npm run test:unit` (ESM support for the API).
module.exports = {
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
