const { frontendProject } = require('../../jest.frontend.js');

module.exports = frontendProject(__dirname, 'reports');
