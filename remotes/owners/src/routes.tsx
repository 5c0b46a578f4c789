// The owners remote's screens under /owners, each loaded on first visit (React.lazy). The shell
// wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';
import { OwnerListRoute } from './features/owner-list/OwnerListRoute';

const NewOwnerPage = lazy(() => import('./features/owner-form/NewOwnerPage'));
const EditOwnerPage = lazy(() => import('./features/owner-form/EditOwnerPage'));
const OwnerDetailPage = lazy(() => import('./features/owner-detail/OwnerDetailPage'));

export const ownersRoutes: RouteObject[] = [
  { index: true, element: <OwnerListRoute /> },
  { path: 'new', element: <NewOwnerPage /> },
  { path: ':ownerId', element: <OwnerDetailPage /> },
  { path: ':ownerId/edit', element: <EditOwnerPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
