// @vet/shared-ui/boot: what the shell's start-up needs before the shared modules are negotiated
// (shell/src/federation/startup.ts). Unlike the package's main entry, this is bundled into the
// container that imports it, not shared: so only constants and stateless functions belong here,
// never React, a store or listeners (a second copy of those would split the one instance).
export type { RemoteName, MountPoint } from './src/contract/remote';
export { TOKEN_STORAGE_KEY, getToken } from './src/session/readToken';
