// The clinic remote as the shell sees it
// (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { clinicApi } from './api/clinicApi';
import { clinicRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'clinic',
  // Keyed by the mount paths its entry in shell/environments/*.json declares.
  routes: { clinic: clinicRoutes },
  register(host) {
    host.injectSlice(clinicApi);
    host.addMiddleware(clinicApi.middleware);
  },
};

export default remote;
