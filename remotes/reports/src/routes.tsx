// The screens under /reports, each loaded on first visit (React.lazy).
// The shell wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const ReportsHomePage = lazy(() => import('./features/home/ReportsHomePage'));

export const reportsRoutes: RouteObject[] = [
  { index: true, element: <ReportsHomePage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];
