// The patients remote's screens under /patients and /owners/:ownerId/patients, each loaded on
// first visit.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const PatientsListPage = lazy(() => import('./features/patient-list/PatientsListPage'));
const PetDetailPage = lazy(() => import('./features/pet-detail/PetDetailPage'));
const EditPetPage = lazy(() => import('./features/pet-edit/EditPetPage'));
const CreatePetPage = lazy(() => import('./features/pet-create/CreatePetPage'));

export const patientsRoutes: RouteObject[] = [
  { index: true, element: <PatientsListPage /> },
  { path: 'edit/:patientId', element: <EditPetPage /> },
  { path: ':patientId', element: <PetDetailPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const ownerPatientsRoutes: RouteObject[] = [
  // The owner's page lists their pets.
  { index: true, element: <Navigate to=".." relative="path" replace /> },
  { path: 'new', element: <CreatePetPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
