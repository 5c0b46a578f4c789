// The patients remote's screens under /patients and /owners/:ownerId/patients. The screens are
// built by the Patients issue; until then each route says plainly that it is under construction.
import { Navigate, type RouteObject } from 'react-router-dom';
import { UnderConstruction } from '@vet/shared-ui';

export const patientsRoutes: RouteObject[] = [
  { index: true, element: <UnderConstruction title="Mascotas" /> },
  { path: ':patientId', element: <UnderConstruction title="Mascota" /> },
  { path: 'edit/:patientId', element: <UnderConstruction title="Editar mascota" /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const ownerPatientsRoutes: RouteObject[] = [
  { path: 'new', element: <UnderConstruction title="Nueva mascota" /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
