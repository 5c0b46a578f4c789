// What this remote offers the shell: one module, the RemoteModule contract of @vet/shared-ui.
module.exports = { name: 'reports', exposes: { './module': './src/module.tsx' } };
