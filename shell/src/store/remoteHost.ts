// The RemoteHost the shell hands to each remote's register(): it adds the remote's RTK Query API
// to the one store (lazy slice) and its middleware (dynamic middleware), each only once. forRemote()
// gives one remote its own view: a new build of that remote (an open tab after a release or a
// rollback, issue #23) replaces its own slices and middleware, which another remote still cannot.
import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { InjectableSlice, RemoteHost } from '@vet/shared-ui';

/** Dispatched right after an injection: combineSlices only creates the new slice's state on the
 *  next action, and RTK Query fails with "No data found at state.<api>" until then. */
export const SLICE_INJECTED = 'shell/sliceInjected';

interface ResettableApi {
  util: { resetApiState(): UnknownAction };
}

export interface ShellHost extends RemoteHost {
  /** The host one remote registers with, once per build of it. */
  forRemote(remote: string): RemoteHost;
  /** Empties the cache of every injected API: a new session must not see the previous one's data. */
  resetInjectedApis(): void;
  injectedKeys(): string[];
}

interface HostParts {
  dispatch: Dispatch;
  /** rootReducer.inject; replace: the slice takes the place of another with its key. */
  inject(slice: InjectableSlice, replace?: boolean): unknown;
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
  /** Which remote injected each key (none for the shell's own). */
  const owners = new Map<string, string>();
  /** Per remote, the n-th middleware its build added: a build that follows takes the same places. */
  const slots = new Map<string, { current: Middleware }[]>();

  function injectSlice(slice: InjectableSlice, owner?: string) {
    const key = keyOf(slice);
    const existing = slices.get(key);
    if (existing === slice) return;
    const replacing = existing !== undefined && owner !== undefined && owners.get(key) === owner;
    // Two remotes claiming one reducerPath would silently share or clobber state.
    if (existing && !replacing) throw new Error(`El estado "${key}" ya pertenece a otro módulo.`);
    inject(slice, replacing);
    slices.set(key, slice);
    if (owner !== undefined) owners.set(key, owner);
    dispatch({ type: SLICE_INJECTED, payload: key });
    // The previous build's cached answers are not this build's to read.
    if (replacing && isApi(slice)) dispatch(slice.util.resetApiState());
  }

  function addOnce(middleware: Middleware) {
    if (middlewares.has(middleware)) return;
    middlewares.add(middleware);
    addMiddleware(middleware);
  }

  // The store's dynamic middleware cannot remove one: a slot stays and passes each action to the
  // middleware of the build now loaded, set up against the store on its first action.
  function slotMiddleware(slot: { current: Middleware }): Middleware {
    return (store) => (next) => {
      let active: Middleware | null = null;
      let handle: (action: unknown) => unknown = next;
      return (action) => {
        if (active !== slot.current) {
          active = slot.current;
          handle = active(store)(next);
        }
        return handle(action);
      };
    };
  }

  return {
    injectSlice: (slice) => injectSlice(slice),
    addMiddleware: addOnce,
    forRemote(remote) {
      const remoteSlots = slots.get(remote) ?? [];
      slots.set(remote, remoteSlots);
      let added = 0;
      return {
        injectSlice: (slice) => injectSlice(slice, remote),
        addMiddleware(middleware) {
          const slot = remoteSlots[added];
          added += 1;
          if (slot) {
            slot.current = middleware;
            return;
          }
          const fresh = { current: middleware };
          remoteSlots.push(fresh);
          addOnce(slotMiddleware(fresh));
        },
      };
    },
    resetInjectedApis() {
      slices.forEach((slice, key) => {
        if (!initialKeys.has(key) && isApi(slice)) dispatch(slice.util.resetApiState());
      });
    },
    injectedKeys: () => [...slices.keys()].filter((key) => !initialKeys.has(key)),
  };
}
