const rspack = require('@rspack/core');
const { containerConfig } = require('../rspack.shared.js');
const federation = require('./module-federation.config.js');

const path = require('node:path');

const config = containerConfig({
  dir: __dirname,
  federation,
  html: { favicon: path.join(__dirname, '../shared-ui/src/brand/logo.svg') },
  publicPath: '/',
});
// antd's static stylesheet (src/index.ts) without the components the product never shows.
config.module.rules.push({
  test: require.resolve('antd/dist/antd.css'),
  loader: path.join(__dirname, 'tooling/antd-css-loader.js'),
});
// The entry's stylesheet is that one alone, minified by antd already: lightningcss would round its
// percentages (a 14/24 column's 58.333333333333336% to 58.3333%: widths a fraction of a pixel off)
// and, without targets, add fallbacks that make it 4 times bigger. The other minimizers as by default.
config.optimization.minimizer = [
  new rspack.SwcJsMinimizerRspackPlugin(),
  new rspack.LightningCssMinimizerRspackPlugin({ exclude: /^main\.[0-9a-f]+\.css$/ }),
];

module.exports = config;
