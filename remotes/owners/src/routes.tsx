// The owners remote's screens under /owners. The screens are built by the Owners issue;
// until then each route says plainly that it is under construction.
import { Navigate, type RouteObject } from 'react-router-dom';
import { UnderConstruction } from '@vet/shared-ui';

export const ownersRoutes: RouteObject[] = [
  { index: true, element: <UnderConstruction title="Propietarios" /> },
  { path: 'new', element: <UnderConstruction title="Nuevo propietario" /> },
  { path: ':ownerId', element: <UnderConstruction title="Propietario" /> },
  { path: ':ownerId/edit', element: <UnderConstruction title="Editar propietario" /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
