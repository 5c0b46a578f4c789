// The one Redux store of the product. It starts with the session API only; each remote injects
// its own RTK Query API when it loads (lazy slices + dynamic middleware). makeStore() gives every
// test a fresh store.
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { sessionApi, subscribeToken, type InjectableSlice } from '@vet/shared-ui';
import { createRemoteHost, type ShellHost } from './remoteHost';
import { subscribeClinicChanged } from './clinicChanges';

export function makeStore() {
  const rootReducer = combineSlices(sessionApi).withLazyLoadedSlices();
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(sessionApi.middleware, dynamicMiddleware.middleware),
  });
  const host: ShellHost = createRemoteHost({
    dispatch: store.dispatch,
    // Remote slices are typed by their remotes, not here: the store only holds them.
    inject: (slice: InjectableSlice, replace?: boolean) =>
      rootReducer.inject(slice as unknown as Parameters<typeof rootReducer.inject>[0], {
        overrideExisting: replace,
      }),
    addMiddleware: (middleware) => dynamicMiddleware.addMiddleware(middleware),
    initialSlices: [sessionApi],
  });
  // Login, logout, an expired token or another tab: whenever the session changes, the remotes'
  // cached data (owners, pets…) belongs to the previous session and is dropped.
  subscribeToken(() => host.resetInjectedApis());
  // Another clinic with the same token: its records are not the previous clinic's either.
  subscribeClinicChanged(() => host.resetInjectedApis());
  return { store, host };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
