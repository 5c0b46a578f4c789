// The screens under /appointments, each loaded on first visit (React.lazy).
// The shell wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const AppointmentsHomePage = lazy(() => import('./features/home/AppointmentsHomePage'));

export const appointmentsRoutes: RouteObject[] = [
  { index: true, element: <AppointmentsHomePage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
