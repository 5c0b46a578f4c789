// Everything the screens (the shell's and the remotes') expect around them, rendered once:
// antd ConfigProvider (Spanish, theme), the Redux store, the remote registry and remotes.json's
// placements, toasts, and the staging override banner (above the router, so auth screens show it
// too). No antd <App>: nothing uses its
// hooks, and it would load Modal, message and notification before the login screen; app.css (linked
// from the page's head, src/index.ts) gives the text its base style instead.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { ToastViewport } from '@vet/shared-ui';
import type { AppStore } from '../store/makeStore';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { RemotesProvider } from '../federation/RemotesContext';
import { PlacementsProvider } from '../federation/PlacementsContext';
import type { Placements } from '../federation/placement';
import type { RemotesSource } from '../federation/remotesSource';
import { RemoteOverrideBanner } from '../federation/overrides/RemoteOverrideBanner';
import { antdLocale } from './locale';
import { theme } from './theme';

export function AppProviders({
  store,
  registry,
  placements,
  remotesSource,
  children,
}: {
  store: AppStore;
  registry: RemoteRegistry;
  /** remotes.json's placements: where each remote goes in the layout. */
  placements: Placements;
  /** Where remotes.json and the tab's overrides come from; without it, no banner. */
  remotesSource?: RemotesSource;
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <div className="vet-app">
        <Provider store={store}>
          <RemotesProvider registry={registry}>
            <PlacementsProvider placements={placements}>
              {remotesSource && <RemoteOverrideBanner source={remotesSource} />}
              {children}
              <ToastViewport />
            </PlacementsProvider>
          </RemotesProvider>
        </Provider>
      </div>
    </ConfigProvider>
  );
}
