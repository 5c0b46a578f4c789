// The owners remote's screens under /owners, each loaded on first visit (React.lazy). The shell
// wraps them in Suspense and an error boundary.
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LinkButton } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { PermissionRequired } from '@vet/shared-ui/permission';
import { OwnerListRoute } from './features/owner-list/OwnerListRoute';

const NewOwnerPage = lazy(() => import('./features/owner-form/NewOwnerPage'));
const EditOwnerPage = lazy(() => import('./features/owner-form/EditOwnerPage'));
const OwnerDetailPage = lazy(() => import('./features/owner-detail/OwnerDetailPage'));

/** The forms write: a role without owners.write reaching them by their address is told why
 *  (docs/product/owners.md#what-each-role-sees). */
const writing = (page: ReactNode) => (
  <PermissionRequired
    permission="owners.write"
    back={<LinkButton to={paths.owners}>Volver a propietarios</LinkButton>}
  >
    {page}
  </PermissionRequired>
);

export const ownersRoutes: RouteObject[] = [
  { index: true, element: <OwnerListRoute /> },
  { path: 'new', element: writing(<NewOwnerPage />) },
  { path: ':ownerId', element: <OwnerDetailPage /> },
  { path: ':ownerId/edit', element: writing(<EditOwnerPage />) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
