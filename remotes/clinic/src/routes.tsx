// The screens under /clinic (docs/product/clinic.md#screens), each loaded on first visit (React.lazy).
// The shell wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const ClinicPage = lazy(() => import('./features/clinic-data/ClinicPage'));
const TeamPage = lazy(() => import('./features/team/TeamPage'));
const ActivityPage = lazy(() => import('./features/activity/ActivityPage'));

export const clinicRoutes: RouteObject[] = [
  { index: true, element: <ClinicPage /> },
  { path: 'team', element: <TeamPage /> },
  { path: 'activity', element: <ActivityPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
