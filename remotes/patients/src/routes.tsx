// The patients remote's screens under /patients and /owners/:ownerId/patients, each loaded on
// first visit.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';

const PetListPage = lazy(() => import('./features/pet-list/PetListPage'));
const PetDetailPage = lazy(() => import('./features/pet-detail/PetDetailPage'));
const EditPetPage = lazy(() => import('./features/pet-form/EditPetPage'));
const NewPetPage = lazy(() => import('./features/pet-form/NewPetPage'));

export const patientsRoutes: RouteObject[] = [
  { index: true, element: <PetListPage /> },
  { path: 'edit/:patientId', element: <EditPetPage /> },
  { path: ':patientId', element: <PetDetailPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const ownerPatientsRoutes: RouteObject[] = [
  // The owner's page lists their pets.
  { index: true, element: <Navigate to=".." relative="path" replace /> },
  { path: 'new', element: <NewPetPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
