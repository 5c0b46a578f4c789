// The owners remote as the shell sees it (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { ownersApi } from './api/ownersApi';
import { ownersRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'owners',
  routes: { owners: ownersRoutes },
  register(host) {
    host.injectSlice(ownersApi);
    host.addMiddleware(ownersApi.middleware);
  },
};

export default remote;
