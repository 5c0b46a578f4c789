// The main layout's routes for a visit with a stored session. Without one, the visitor goes straight to
// the login screen and nothing of the layout or the dashboard is fetched: that keeps a first visit to `/`
// within the first screen's budget (issue #23). Their code is React.lazy, not the route's `lazy`: the
// router fetches the `lazy` of every route an address matches before rendering anything, session or not.
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionToken } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { loadDashboard, loadProtectedLayout } from './lazyScreens';

const ProtectedLayout = lazy(() =>
  loadProtectedLayout().then((module) => ({ default: module.ProtectedLayout })),
);
export const DashboardPage = lazy(() =>
  loadDashboard().then((module) => ({ default: module.DashboardPage })),
);

export function SignedInOnly() {
  // A stored token that the server refuses is the layout's to handle (it asks who the vet is).
  if (!useSessionToken()) return <Navigate to={paths.login} replace />;
  return <ProtectedLayout />;
}
