// What this remote offers the shell: one module, the RemoteModule contract of @vet/shared-ui.
module.exports = { name: 'appointments', exposes: { './module': './src/module.tsx' } };
