// The grooming remote's screens under /grooming-services and /patients/:patientId/grooming-services,
// each loaded on first visit.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { GroomingListRoute } from './features/grooming-list/GroomingListRoute';

const CreateGroomingPage = lazy(() => import('./features/grooming-form/CreateGroomingPage'));

export const groomingRoutes: RouteObject[] = [
  { index: true, element: <GroomingListRoute /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const patientGroomingRoutes: RouteObject[] = [
  { index: true, element: <GroomingListRoute /> },
  { path: 'create', element: <CreateGroomingPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
