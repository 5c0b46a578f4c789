// Jest settings shared by every front-end container (shell, shared-ui, remotes).
const path = require('node:path');

// Front-end tests run in the clinics' time zone (Venezuela, UTC-4), so that date handling is
// checked where an off-by-one day would show. Set when the config loads, before workers start.
process.env.TZ = 'America/Caracas';

/** @param {string} dir the container's folder @param {string} displayName */
function frontendProject(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    // jsdom with Node's fetch, Request and Response (RTK Query needs them).
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { url: 'http://localhost:8080/' },
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],

    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // Jest runs antd's CommonJS build (its `main`); the bundles import the ES build's locale.
      '^antd/es/locale/(.*)$': 'antd/lib/locale/$1',
      '\\.(css)$': path.join(__dirname, 'shared-ui/test/style-stub.js'),
      '\\.(png|jpe?g|svg|webp|mp3|wav)$': path.join(__dirname, 'shared-ui/test/file-stub.js'),
      // A test that compares the interface with the API's own code (the role table's refusals) imports the
      // API's ESM sources, which name their siblings with .js.
      '^(\\.{1,2}/.*lists\\.generated)\\.js$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared-ui/test/setup-dom.ts')],
  };
}

module.exports = { frontendProject };
