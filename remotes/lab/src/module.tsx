// The lab remote as the shell sees it (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { labApi } from './api/labApi';
import { labExamRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'lab',
  routes: { 'patients/:patientId/lab-exams': labExamRoutes },
  register(host) {
    host.injectSlice(labApi);
    host.addMiddleware(labApi.middleware);
  },
};

export default remote;
