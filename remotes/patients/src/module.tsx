// The patients remote as the shell sees it (the RemoteModule contract of @vet/shared-ui).
import type { RemoteModule } from '@vet/shared-ui';
// Compiled in, not read from the shared shared-ui: the number this remote was built with.
import { REMOTE_CONTRACT_VERSION } from '@vet/shared-ui/contract';
import { patientsApi } from './api/patientsApi';
import { ownerPatientsRoutes, patientsRoutes } from './routes';
import { PetCountWidget } from './features/dashboard/PetCountWidget';

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  name: 'patients',
  routes: { patients: patientsRoutes, 'owners/:ownerId/patients': ownerPatientsRoutes },
  // "Total de mascotas" comes first on the "Panel de Resumen"; grooming's counters follow.
  widgets: [{ id: 'patients-total', order: 1, Component: PetCountWidget }],
  register(host) {
    host.injectSlice(patientsApi);
    host.addMiddleware(patientsApi.middleware);
  },
};

export default remote;
