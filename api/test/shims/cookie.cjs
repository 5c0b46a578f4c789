// fastify's inject() (light-my-request) requires cookie@2, which is an ES module. Node 20.19+ can
// require() ES modules, jest's module runtime cannot (before Node 24.9): hand jest Node's own copy.
module.exports = require('node:module').createRequire(__filename)('cookie');
