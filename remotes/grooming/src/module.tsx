// The grooming remote as the shell sees it (the RemoteModule contract of @vet/shared-ui).
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@vet/shared-ui';
import { groomingApi } from './api/groomingApi';
import { groomingRoutes, patientGroomingRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'grooming',
  routes: {
    'grooming-services': groomingRoutes,
    'patients/:patientId/grooming-services': patientGroomingRoutes,
  },
  register(host) {
    host.injectSlice(groomingApi);
    host.addMiddleware(groomingApi.middleware);
  },
};

export default remote;
