// What the prerender build's aliases (../prerender.cjs) point at in the remote being built.
declare module '@prerender/module' {
  import type { RemoteModule } from '@vet/shared-ui';
  const remote: RemoteModule;
  export default remote;
}

declare module '@prerender/screens' {
  /** A remote's src/prerender.ts: each screen's address and the mount (remotes.json) it is under. */
  export const prerender: readonly { path: string; mount: string }[];
}
