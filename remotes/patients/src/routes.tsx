// The patients remote's screens under /patients and /owners/:ownerId/patients, each loaded on
// first visit.
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LinkButton } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { PermissionRequired } from '@vet/shared-ui/permission';

const PetListPage = lazy(() => import('./features/pet-list/PetListPage'));
const PetDetailPage = lazy(() => import('./features/pet-detail/PetDetailPage'));
const EditPetPage = lazy(() => import('./features/pet-form/EditPetPage'));
const NewPetPage = lazy(() => import('./features/pet-form/NewPetPage'));

/** The forms write: a role without pets.write reaching them by their address is told why
 *  (docs/product/pets.md#what-each-role-sees). */
const writing = (page: ReactNode) => (
  <PermissionRequired
    permission="pets.write"
    back={<LinkButton to={paths.pets}>Ver todas las mascotas</LinkButton>}
  >
    {page}
  </PermissionRequired>
);

export const patientsRoutes: RouteObject[] = [
  { index: true, element: <PetListPage /> },
  { path: 'edit/:patientId', element: writing(<EditPetPage />) },
  { path: ':patientId', element: <PetDetailPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const ownerPatientsRoutes: RouteObject[] = [
  // The owner's page lists their pets.
  { index: true, element: <Navigate to=".." relative="path" replace /> },
  { path: 'new', element: writing(<NewPetPage />) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
