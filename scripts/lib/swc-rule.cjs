// The product's TypeScript and JSX as swc compiles them, for every container's build
// (rspack.shared.js) and the prerender's Node build (prerender.cjs).

// swc rewrites `import { Button } from 'antd'` into `import Button from 'antd/es/button'` (see
// rspack.shared.js: antd is shared one component at a time).
const antdImportTransform = [{ libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true }];

/** The loader rule for the product's own .ts, .tsx, .js and .jsx files. */
function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      transformImport: antdImportTransform,
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
    },
    type: 'javascript/auto',
  };
}

module.exports = { swcRule };
