// Renders a remote's screen the way the shell would: one store holding the given RTK Query APIs
// (plus the shared session API), one router, antd's App, and the toast viewport. With `session` (GET
// /auth/user's answer, e.g. memberSession('groomer') of ./session), that member is signed in from the
// first render, as the shell renders a screen only once it knows who is signed in; nothing is fetched
// for it.
import type { ReactElement } from 'react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { sessionApi } from '../src/session/sessionApi';
import { parseCurrentUser } from '../src/session/currentUser';
import { setToken } from '../src/session/tokenStorage';
import { ToastViewport } from '../src/toast/ToastViewport';

interface AnyApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/** Shows the current location (path and query) so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="location-search">{location.search}</output>
    </>
  );
}

/** The token a signed-in test session holds. */
export const TEST_TOKEN = 'tok-1';

export function renderWithStore(
  ui: ReactElement,
  {
    apis = [],
    path = '/',
    route = '/',
    session,
  }: { apis?: AnyApi[]; path?: string; route?: string; session?: unknown } = {},
) {
  const all = [sessionApi as unknown as AnyApi, ...apis];
  const store = configureStore({
    reducer: combineSlices(...(all as unknown as Parameters<typeof combineSlices>)),
    middleware: (getDefault) => getDefault().concat(...all.map((api) => api.middleware)),
  });
  if (session !== undefined) {
    setToken(TEST_TOKEN);
    store.dispatch(
      sessionApi.util.upsertQueryEntries([
        { endpointName: 'getCurrentUser', arg: TEST_TOKEN, value: parseCurrentUser(session) },
      ]),
    );
  }
  const result = render(
    <Provider store={store}>
      <AntApp>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastViewport />
      </AntApp>
    </Provider>,
  );
  return { store, ...result };
}
