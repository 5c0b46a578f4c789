// The grooming remote's screens under /grooming-services and /patients/:patientId/grooming-services.
// The screens are built by the Grooming issue; until then each route says plainly that it is under construction.
import { Navigate, type RouteObject } from 'react-router-dom';
import { UnderConstruction } from '@vet/shared-ui';

export const groomingRoutes: RouteObject[] = [
  { index: true, element: <UnderConstruction title="Peluquería" /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const patientGroomingRoutes: RouteObject[] = [
  { index: true, element: <UnderConstruction title="Peluquería de la mascota" /> },
  { path: 'create', element: <UnderConstruction title="Nuevo servicio de peluquería" /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
