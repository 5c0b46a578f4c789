// Renders a remote's screen the way the shell would: one store holding the given RTK Query APIs
// (plus the shared session API), one router, antd's App, and the toast viewport.
import type { ReactElement } from 'react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { sessionApi } from '../src/session/sessionApi';
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

export function renderWithStore(
  ui: ReactElement,
  { apis = [], path = '/', route = '/' }: { apis?: AnyApi[]; path?: string; route?: string } = {},
) {
  const all = [sessionApi as unknown as AnyApi, ...apis];
  const store = configureStore({
    reducer: combineSlices(...(all as unknown as Parameters<typeof combineSlices>)),
    middleware: (getDefault) => getDefault().concat(...all.map((api) => api.middleware)),
  });
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
