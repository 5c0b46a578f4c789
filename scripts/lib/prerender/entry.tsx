// What the prerender build (../prerender.cjs) runs in Node: one remote's screens, each rendered to static
// HTML at its address inside what the shell puts around every screen (antd's ConfigProvider with the
// theme and Spanish locale, the `vet-app` text style, a store holding the remote's APIs, a router), with
// every lazy page resolved. `@prerender/module` and `@prerender/screens` are the remote's src/module.tsx
// and src/prerender.ts (aliases set by the build).
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Route, Routes, StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { Provider } from 'react-redux';
import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { ConfigProvider } from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { sessionApi, type RemoteModule } from '@vet/shared-ui';
import remote from '@prerender/module';
import { prerender } from '@prerender/screens';
import { theme } from '../../../shell/src/app/theme';
import { antdLocale } from '../../../shell/src/app/locale';

interface Slice {
  reducerPath: string;
  reducer: Reducer;
}

/** A store as the shell's would be once this remote registered itself (its APIs and middleware). */
function storeFor(module: RemoteModule) {
  const slices: Slice[] = [sessionApi as unknown as Slice];
  const middleware: Middleware[] = [sessionApi.middleware as Middleware];
  module.register({
    injectSlice: (slice: Slice) => slices.push(slice),
    addMiddleware: (extra: Middleware) => middleware.push(extra),
  } as unknown as Parameters<RemoteModule['register']>[0]);
  return configureStore({
    reducer: combineSlices(...(slices as unknown as Parameters<typeof combineSlices>)),
    middleware: (getDefault) => getDefault().concat(...middleware),
  });
}

function MountedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

async function toHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export interface PrerenderedScreen {
  path: string;
  /** The screen's markup, the `vet-app` wrapper included. */
  html: string;
  /** The CSS antd generated for the theme (its tokens as CSS variables on the screen's elements), as
   *  plain rules: not as antd's own <style> elements, which its runtime would take for its own. */
  antdCss: string;
}

export async function renderScreens(): Promise<PrerenderedScreen[]> {
  const results: PrerenderedScreen[] = [];
  for (const { path, mount } of prerender) {
    const cache = createCache();
    const html = await toHtml(
      <StyleProvider cache={cache}>
        <ConfigProvider locale={antdLocale} theme={theme}>
          <div className="vet-app">
            <Provider store={storeFor(remote)}>
              <StaticRouter location={path}>
                <Routes>
                  <Route
                    path={`/${mount}/*`}
                    element={<MountedRoutes routes={remote.routes[mount] ?? []} />}
                  />
                </Routes>
              </StaticRouter>
            </Provider>
          </div>
        </ConfigProvider>
      </StyleProvider>,
    );
    results.push({ path, html, antdCss: extractStyle(cache, { plain: true }) });
  }
  return results;
}
