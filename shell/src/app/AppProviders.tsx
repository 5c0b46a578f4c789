// Everything the screens (the shell's and the remotes') expect around them, rendered once:
// antd ConfigProvider (Spanish, theme) and <App>, the Redux store, the remote registry, toasts.
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { ToastViewport } from '@vet/shared-ui';
import type { AppStore } from '../store/makeStore';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { RemotesProvider } from '../federation/RemotesContext';
import { antdLocale } from './locale';
import { theme } from './theme';

export function AppProviders({
  store,
  registry,
  children,
}: {
  store: AppStore;
  registry: RemoteRegistry;
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <AntApp>
        <Provider store={store}>
          <RemotesProvider registry={registry}>
            {children}
            <ToastViewport />
          </RemotesProvider>
        </Provider>
      </AntApp>
    </ConfigProvider>
  );
}
