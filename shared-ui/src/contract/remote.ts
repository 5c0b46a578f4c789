// The contract between the shell and every remote. A remote exposes one module ("./module")
// whose default export is a RemoteModule. Bump the contract version (contractVersion.json) on any
// breaking change: the shell refuses a remote built against another version. The number lives in a
// JSON file so that the build writes it into provides.json and requires.json too
// (scripts/lib/compat-files.cjs); a remote compiles it in through @vet/shared-ui/contract.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Middleware } from '@reduxjs/toolkit';
import contract from './contractVersion.json';

export const REMOTE_CONTRACT_VERSION: number = contract.contractVersion;

/** A remote's name, as the environment file (remotes.json) lists it: the shell knows no list of names;
 *  each remote, its mount points, its navigation entries and its dashboard slot come from that file. */
export type RemoteName = string;

/** One of a remote's mount points, as remotes.json declares it: a remote that is down still gets its
 *  fallback screen on its own URLs. Inside a mount the remote defines its routes freely. */
export interface MountPoint {
  /** Path pattern without the trailing "/*", e.g. "owners" or "owners/:ownerId/patients". */
  path: string;
  area: 'main' | 'auth';
}

/** A counter on the desktop "Panel de Resumen". */
export interface DashboardWidget {
  id: string;
  /** Lower comes first. */
  order: number;
  Component: ComponentType;
}

/** What the shell offers a remote while registering it. */
export interface RemoteHost {
  /** Adds an RTK Query API (or any slice) to the shell's single store. */
  injectSlice(slice: InjectableSlice): void;
  /** Adds middleware (an RTK Query API's middleware) to the shell's store. */
  addMiddleware(middleware: Middleware): void;
}

/** Anything combineSlices accepts: an RTK Query API or a slice (reducerPath/name + reducer). */
export type InjectableSlice =
  | { reducerPath: string; reducer: (...args: never[]) => unknown }
  | { name: string; reducer: (...args: never[]) => unknown };

export interface RemoteModule {
  contractVersion: number;
  name: RemoteName;
  /** Routes relative to each mount point, keyed by MountPoint.path (remotes.json's mounts). */
  routes: Partial<Record<string, RouteObject[]>>;
  widgets?: DashboardWidget[];
  register(host: RemoteHost): void;
}
