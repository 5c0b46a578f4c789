// The grooming remote as the shell sees it (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { groomingApi } from './api/groomingApi';
import { groomingRoutes, patientGroomingRoutes } from './routes';
import {
  GroomingMonthWidget,
  GroomingTodayWidget,
  GroomingWeekWidget,
} from './features/dashboard/GroomingCountWidget';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'grooming',
  routes: {
    'grooming-services': groomingRoutes,
    'patients/:patientId/grooming-services': patientGroomingRoutes,
  },
  // After "Total de mascotas" (order 1): today, this week (Monday to now), this month.
  widgets: [
    { id: 'grooming-today', order: 2, Component: GroomingTodayWidget },
    { id: 'grooming-week', order: 3, Component: GroomingWeekWidget },
    { id: 'grooming-month', order: 4, Component: GroomingMonthWidget },
  ],
  register(host) {
    host.injectSlice(groomingApi);
    host.addMiddleware(groomingApi.middleware);
  },
};

export default remote;
