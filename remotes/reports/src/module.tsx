// The reports remote as the shell sees it
// (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { reportsApi } from './api/reportsApi';
import { reportsRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'reports',
  // Keyed by the mount paths its entry in shell/environments/*.json declares.
  routes: { reports: reportsRoutes },
  register(host) {
    host.injectSlice(reportsApi);
    host.addMiddleware(reportsApi.middleware);
  },
};

export default remote;
