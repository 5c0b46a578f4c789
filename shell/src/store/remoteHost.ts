// The RemoteHost the shell hands to each remote's register(): it adds the remote's RTK Query API
// to the one store (lazy slice) and its middleware (dynamic middleware), each only once.
import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { InjectableSlice, RemoteHost } from '@vet/shared-ui';

/** Dispatched right after an injection: combineSlices only creates the new slice's state on the
 *  next action, and RTK Query fails with "No data found at state.<api>" until then. */
export const SLICE_INJECTED = 'shell/sliceInjected';

interface ResettableApi {
  util: { resetApiState(): UnknownAction };
}

export interface ShellHost extends RemoteHost {
  /** Empties the cache of every injected API: a new session must not see the previous one's data. */
  resetInjectedApis(): void;
  injectedKeys(): string[];
}

interface HostParts {
  dispatch: Dispatch;
  /** rootReducer.inject */
  inject(slice: InjectableSlice): unknown;
  /** dynamicMiddleware.addMiddleware */
  addMiddleware(middleware: Middleware): unknown;
  /** Slices the store was built with (the session API). */
  initialSlices: InjectableSlice[];
}

function keyOf(slice: InjectableSlice): string {
  return 'reducerPath' in slice ? slice.reducerPath : slice.name;
}

function isApi(slice: InjectableSlice): slice is InjectableSlice & ResettableApi {
  return 'util' in slice && typeof (slice as Partial<ResettableApi>).util?.resetApiState === 'function';
}

export function createRemoteHost({ dispatch, inject, addMiddleware, initialSlices }: HostParts): ShellHost {
  const slices = new Map(initialSlices.map((slice) => [keyOf(slice), slice] as const));
  const initialKeys = new Set(slices.keys());
  const middlewares = new Set<Middleware>();

  return {
    injectSlice(slice) {
      const key = keyOf(slice);
      const existing = slices.get(key);
      if (existing === slice) return;
      // Two remotes claiming one reducerPath would silently share or clobber state.
      if (existing) throw new Error(`El estado "${key}" ya pertenece a otro módulo.`);
      inject(slice);
      slices.set(key, slice);
      dispatch({ type: SLICE_INJECTED, payload: key });
    },
    addMiddleware(middleware) {
      if (middlewares.has(middleware)) return;
      middlewares.add(middleware);
      addMiddleware(middleware);
    },
    resetInjectedApis() {
      slices.forEach((slice, key) => {
        if (!initialKeys.has(key) && isApi(slice)) dispatch(slice.util.resetApiState());
      });
    },
    injectedKeys: () => [...slices.keys()].filter((key) => !initialKeys.has(key)),
  };
}
