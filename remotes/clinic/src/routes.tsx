// The screens under /clinic, each loaded on first visit (React.lazy).
// The shell wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const ClinicHomePage = lazy(() => import('./features/home/ClinicHomePage'));

export const clinicRoutes: RouteObject[] = [
  { index: true, element: <ClinicHomePage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
