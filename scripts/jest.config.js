// Tests of the repository's scripts (start, dev, release, new-remote, the build's plugins…), with the
// API's ESM TypeScript setup; no database of their own.
const { nodeProject } = require('../jest.node.js');

module.exports = {
  ...nodeProject(__dirname, 'scripts'),
  // Only test/: the new-remote template under scripts/ holds a remote's own tests and package.json.
  roots: ['<rootDir>/test'],
};
