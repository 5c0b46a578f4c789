// The auth remote as the shell sees it (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { authApi } from './api/authApi';
import { accountRoutes, authRoutes } from './routes';

const authRemote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'auth',
  routes: { auth: authRoutes, account: accountRoutes },
  register(host) {
    host.injectSlice(authApi);
    host.addMiddleware(authApi.middleware);
  },
};

export default authRemote;
