const { containerConfig } = require('../../rspack.shared.js');
const federation = require('./module-federation.config.js');

module.exports = containerConfig({ dir: __dirname, federation });
