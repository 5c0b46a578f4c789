// The one list of shared singletons and the version rule every container (shell and remotes) uses,
// plus the bundler settings they all have in common. Each container keeps its own
// module-federation.config.js (what it exposes) apart from this bundler config.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

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

const sharedSingletons = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  'react-router': singleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query': singleton('@reduxjs/toolkit/query', '@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': singleton('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  'react-redux': singleton('react-redux'),
  antd: singleton('antd'),
  dayjs: singleton('dayjs'),
  'react-hook-form': singleton('react-hook-form'),
  '@vet/shared-ui': {
    singleton: true,
    requiredVersion: '^0.1.0',
    strictVersion: true,
    version: installedVersion('@vet/shared-ui'),
  },
};

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
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp|mp3|wav)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        filename: 'remoteEntry.js',
        shared: sharedSingletons,
        dts: false,
        manifest: true,
        ...federation,
      }),
      html &&
        new rspack.HtmlRspackPlugin({ template: './index.html', ...(typeof html === 'object' ? html : {}) }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ].filter(Boolean),
    performance: false,
    stats: 'errors-warnings',
  };
}

module.exports = { sharedSingletons, containerConfig };
