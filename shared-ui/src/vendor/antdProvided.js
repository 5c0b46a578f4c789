// The antd components the shell provides and styles: those the sources import (antd-components.json)
// and those no source imports any more but remotes already released may still ask for
// (antd-components-retired.json). Remotes are released on their own: a shell that stopped providing a
// component would break every remote built before, which gets `import: false` for antd and has no copy.
module.exports = [...require('./antd-components.json'), ...require('./antd-components-retired.json')];
