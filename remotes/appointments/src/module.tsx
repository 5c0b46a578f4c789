// The appointments remote as the shell sees it
// (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { appointmentsApi } from './api/appointmentsApi';
import { AppointmentsTodayWidget } from './features/dashboard/AppointmentsTodayWidget';
import { appointmentsRoutes, notificationsRoutes } from './routes';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'appointments',
  // Keyed by the mount paths its entry in shell/environments/*.json declares.
  routes: { appointments: appointmentsRoutes, notifications: notificationsRoutes },
  // After the consultations counter (order 5).
  widgets: [{ id: 'appointments-today', order: 6, Component: AppointmentsTodayWidget }],
  register(host) {
    host.injectSlice(appointmentsApi);
    host.addMiddleware(appointmentsApi.middleware);
  },
};

export default remote;
