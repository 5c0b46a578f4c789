// The grooming remote's screens under /grooming-services and /patients/:patientId/grooming-services,
// each loaded on first visit.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { GroomingListRoute } from './features/grooming-list/GroomingListRoute';

const NewGroomingPage = lazy(() => import('./features/grooming-form/NewGroomingPage'));

export const groomingRoutes: RouteObject[] = [
  { index: true, element: <GroomingListRoute /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const patientGroomingRoutes: RouteObject[] = [
  { index: true, element: <GroomingListRoute /> },
  { path: 'create', element: <NewGroomingPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
