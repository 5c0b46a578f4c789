// One lint setup for every container. Import direction is part of the architecture:
// a remote imports only shared-ui and libraries, never the shell or another remote.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { remoteNames } = require('./scripts/lib/remotes.cjs');

// Each folder under remotes/: a new remote gets its import rule by being there.
const remotes = remoteNames(__dirname);

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'data-dev/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['shell/src/**', 'shared-ui/src/**', 'remotes/*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...remotes.map((name) => ({
    files: [`remotes/${name}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shell/**', '@vet/shell'], message: 'Un remoto no importa el shell.' },
            ...remotes
              .filter((other) => other !== name)
              .map((other) => ({
                group: [`**/remotes/${other}/**`, `@vet/remote-${other}`],
                message: 'Un remoto no importa otro remoto.',
              })),
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/src/**', 'shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/remotes/**', '@vet/remote-*'],
              message: 'Los remotos se cargan en tiempo de ejecución, nunca se importan.',
            },
          ],
        },
      ],
    },
  },
);
