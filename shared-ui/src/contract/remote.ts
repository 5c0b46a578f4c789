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

export type RemoteName = 'auth' | 'owners' | 'patients' | 'lab' | 'grooming';

export const REMOTE_NAMES: readonly RemoteName[] = ['auth', 'owners', 'patients', 'lab', 'grooming'];

/** Where in the URL space each remote is mounted, and whether inside the main (protected) layout.
 *  The shell knows these before loading any remote, so a remote that is down still gets its
 *  fallback screen on its own URLs. Inside a mount the remote defines its routes freely. */
export interface MountPoint {
  /** Path pattern without the trailing "/*", e.g. "owners" or "owners/:ownerId/patients". */
  path: string;
  area: 'main' | 'auth';
}

export const REMOTE_MOUNTS: Record<RemoteName, readonly MountPoint[]> = {
  auth: [
    { path: 'auth', area: 'auth' },
    { path: 'account', area: 'main' },
  ],
  owners: [{ path: 'owners', area: 'main' }],
  patients: [
    { path: 'patients', area: 'main' },
    { path: 'owners/:ownerId/patients', area: 'main' },
  ],
  lab: [{ path: 'patients/:patientId/lab-exams', area: 'main' }],
  grooming: [
    { path: 'grooming-services', area: 'main' },
    { path: 'patients/:patientId/grooming-services', area: 'main' },
  ],
};

/** The remotes whose dashboard widgets the shell shows on "Panel de Resumen", in this order. Known
 *  before loading, so that a remote that is down still gets a notice in its slot. */
export const DASHBOARD_WIDGET_REMOTES: readonly RemoteName[] = ['patients', 'grooming'];

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
  /** Routes relative to each mount point, keyed by MountPoint.path. */
  routes: Partial<Record<string, RouteObject[]>>;
  widgets?: DashboardWidget[];
  register(host: RemoteHost): void;
}
