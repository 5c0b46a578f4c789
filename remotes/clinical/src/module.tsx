// The clinical remote as the shell sees it
// (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { clinicalApi } from './api/clinicalApi';
import { consultationRoutes, historyRoutes, medicalHistoryRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'clinical',
  // Keyed by the mount paths its entry in shell/environments/*.json declares.
  routes: {
    'medical-history': medicalHistoryRoutes,
    'patients/:patientId/history': historyRoutes,
    'patients/:patientId/consultations': consultationRoutes,
  },
  register(host) {
    host.injectSlice(clinicalApi);
    host.addMiddleware(clinicalApi.middleware);
  },
};

export default remote;
