const { containerConfig } = require('../rspack.shared.js');
const federation = require('./module-federation.config.js');

const path = require('node:path');

module.exports = containerConfig({
  dir: __dirname,
  federation,
  html: { favicon: path.join(__dirname, '../shared-ui/src/brand/logo.svg') },
  publicPath: '/',
});
