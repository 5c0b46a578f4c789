// The clinical remote as the shell sees it
// (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { clinicalApi } from './api/clinicalApi';
import { ConsultationsTodayWidget } from './features/dashboard/ConsultationsTodayWidget';
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
  // After the pets and grooming counters (orders 1–4).
  widgets: [{ id: 'consultations-today', order: 5, Component: ConsultationsTodayWidget }],
  register(host) {
    host.injectSlice(clinicalApi);
    host.addMiddleware(clinicalApi.middleware);
  },
};

export default remote;
