// The one list of shared singletons and the version rule every container (shell and remotes) uses,
// plus the bundler settings they all have in common. Each container keeps its own
// module-federation.config.js (what it exposes) apart from this bundler config.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PrecompressPlugin } = require('./scripts/lib/precompress.cjs');
const { CompatFilesPlugin } = require('./scripts/lib/compat-files.cjs');
const { PrerenderPlugin } = require('./scripts/lib/prerender.cjs');
const { FirstScreensPlugin } = require('./scripts/lib/first-screens.cjs');
const { swcRule } = require('./scripts/lib/swc-rule.cjs');

const root = __dirname;

function installedVersion(pkg) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
}

// Version rule: one copy in the browser (singleton); a container built against another major
// version than the one loaded is refused at run time instead of failing in odd ways.
function singleton(pkg, versionOf = pkg) {
  const [major] = installedVersion(versionOf).split('.');
  return { singleton: true, requiredVersion: `^${major}.0.0`, strictVersion: true };
}

// A container needs at least the shared-ui it was built with (an export added in 0.1.1 is missing
// from a shell still on 0.1.0); the caret keeps later 0.1.x shells compatible with it.
const sharedUiRule = {
  singleton: true,
  requiredVersion: `^${installedVersion('@vet/shared-ui')}`,
  strictVersion: true,
  version: installedVersion('@vet/shared-ui'),
};

const sharedSingletons = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  // Only the exports the product uses (shared-ui/src/vendor/react-router-dom.ts): react-router is bundled
  // and tree-shaken inside it instead of being shared whole. Which exports it has is shared-ui's to say
  // (a remote using useSearchParams needs a shell whose facade has it), so it carries shared-ui's version
  // and rule; a new react-router-dom changes that file, hence comes with a new shared-ui.
  'react-router-dom': {
    ...sharedUiRule,
    // A package request, not an absolute path: the bundles carry this string, and a release's version is
    // a hash of its files (scripts/lib/release-version.mjs), so it must not depend on where the repo lies.
    import: '@vet/shared-ui/src/vendor/react-router-dom.ts',
  },
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query': singleton('@reduxjs/toolkit/query', '@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  'react-redux': singleton('react-redux'),
  // Used inside @reduxjs/toolkit and its query builds: shared, or each of their chunks bundles a copy.
  reselect: singleton('reselect'),
  dayjs: singleton('dayjs'),
  'react-hook-form': singleton('react-hook-form'),
  '@vet/shared-ui': sharedUiRule,
};

// antd is shared one component at a time ("antd/es/button", …; the list is shared-ui/src/vendor/
// antdProvided.js): swc rewrites `import { Button } from 'antd'` into `import Button from
// 'antd/es/button'`, so a screen loads only the components it uses (antd shared whole cost ~430 KiB gzip
// before the first screen). Only the host provides them; remotes get `import: false`. Every antd module
// then comes from one build: one ConfigProvider context, one style cache, so the shell's theme and
// Spanish locale reach every remote.
const antdComponents = require('./shared-ui/src/vendor/antdProvided.js');
const dashed = (name) => name.replace(/[A-Z]/g, (letter, at) => (at ? '-' : '') + letter.toLowerCase());

function antdShared(isHost) {
  const rule = { ...singleton('antd'), version: installedVersion('antd') };
  return Object.fromEntries(
    antdComponents.map((name) => {
      const request = `antd/es/${dashed(name)}`;
      // A resolved path makes the host provide the component even when its own code does not use it.
      const provide = isHost ? require.resolve(request, { paths: [root] }) : false;
      return [request, { ...rule, import: provide }];
    }),
  );
}

/**
 * One chunk in the host for the modules under `paths` (packages, folders or single files under
 * node_modules; a file is named without its extension), wherever the build would have split them.
 */
function hostChunk(name, paths) {
  const alternatives = paths.join('|').replaceAll('/', '[\\\\/]');
  return {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${alternatives})[\\\\/.]`),
    name,
    chunks: 'async',
    enforce: true,
    priority: 20,
  };
}

// What every antd component needs (ConfigProvider's theme, styles, utilities): one chunk in the host
// instead of many small ones, which gzip worse.
const antdCore = [
  ...['config-provider', 'theme', 'style', '_util', 'locale', 'version'].map((dir) => `antd/es/${dir}`),
  ...['cssinjs', 'cssinjs-utils', 'colors', 'fast-color'].map((pkg) => `@ant-design/${pkg}`),
  ...['util', 'motion', 'trigger', 'portal', 'resize-observer'].map((pkg) => `@rc-component/${pkg}`),
  ...['stylis', '@emotion', '@babel/runtime', 'clsx', 'is-mobile'],
  // Used by Button and Input alike: without this, each of their chunks carries its own copy.
  ...['components', 'cssUtils', 'renderUtils', 'icons/LoadingOutlined'].map(
    (file) => `@ant-design/icons/es/${file}`,
  ),
  '@ant-design/icons-svg/es/asn/LoadingOutlined',
  ...['Compact', 'style/compact'].map((file) => `antd/es/space/${file}`),
];
const antdCoreChunk = hostChunk('antd-core', antdCore);

// rc-form ships no "sideEffects" field, so importing one of its exports keeps its whole index. antd's
// form context (used by Input, Select, Dropdown, Modal…) imports only its FormProvider, yet every screen
// got all of rc-form and its validator (~14 KiB gzip; `/` 368 → 356 KiB). No module of it is imported
// for an effect (no bare imports), so marking it side-effect free is safe.
const rcForm = /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/;

// React, Redux Toolkit and the router: every start-up needs them all (the shell's own code does). As
// shared modules each would be its own chunk, one script tag each (about 10 of the start-up's 27); one
// chunk loads them with one tag and gzips 6 KiB smaller. (react-hook-form is not here: only form
// screens use it, so the first remote that shows one provides it.)
const framework = [
  'react',
  'react-dom',
  'scheduler',
  'redux',
  'redux-thunk',
  '@reduxjs/toolkit',
  'immer',
  'reselect',
  'react-redux',
  'use-sync-external-store',
  'react-router',
  '@standard-schema/utils',
];
const frameworkChunk = hostChunk('framework', framework);

/**
 * Bundler config for one container.
 * @param {{ dir: string, federation: object, html?: boolean | object, publicPath?: string }} options
 *   dir: the container's folder; federation: its module-federation.config.js; html: emit index.html (the shell;
 *   an object passes options such as the favicon);
 *   publicPath: where its files are served from. Remotes keep 'auto' (found from their manifest's URL,
 *   wherever they are deployed); the shell says '/', since its index.html answers every deep URL.
 */
function containerConfig({ dir, federation, html = false, publicPath = 'auto' }) {
  const production = process.env.NODE_ENV !== 'development';
  // The host (the shell) exposes nothing; remotes expose their module.
  const isHost = !federation.exposes;
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // No source maps in production: served beside the bundles they would publish the original sources
    // (issue #22). Development builds keep them (each `watch` script passes --devtool).
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: federation.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule(production),
        { test: rcForm, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|mp3|wav)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        filename: 'remoteEntry.js',
        shared: { ...sharedSingletons, ...antdShared(isHost) },
        dts: false,
        manifest: true,
        // The host loads first and provides every shared library: take what is loaded. The default
        // ('version-first') fetches every remote's entry to compare versions whenever a lazy chunk
        // needs a shared module after remotes are registered.
        shareStrategy: 'loaded-first',
        // One federation runtime in the browser: the host's. Remotes' entries leave it out (~17 KiB
        // gzip each) and use the one the host provides.
        // target 'web': the federation SDK's Node.js script loading is left out of every entry.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
        ...federation,
      }),
      // provides.json (the shell) or requires.json (a remote) beside mf-manifest.json: what the release
      // tooling and the shell compare before a remote runs (issue #23). After the federation plugin,
      // whose manifest it reads.
      new CompatFilesPlugin({ isHost }),
      html &&
        new rspack.HtmlRspackPlugin({ template: './index.html', ...(typeof html === 'object' ? html : {}) }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      // A remote's src/prerender.ts screens as static HTML in its build (scripts/lib/prerender.cjs).
      production && !isHost && new PrerenderPlugin({ dir }),
      // The files of its module and of the screens in its first-screens.config.js, for the page's
      // preload hints (scripts/lib/first-screens.cjs).
      production && new FirstScreensPlugin({ dir, expose: federation.exposes?.['./module'], host: isHost }),
      // .br and .gz beside each text file, sent as they are by the server (scripts/lib/precompress.cjs).
      production && new PrecompressPlugin(),
    ].filter(Boolean),
    ...(isHost && {
      optimization: { splitChunks: { cacheGroups: { antdCore: antdCoreChunk, framework: frameworkChunk } } },
    }),
    performance: false,
    stats: 'errors-warnings',
  };
}

module.exports = { sharedSingletons, containerConfig };
