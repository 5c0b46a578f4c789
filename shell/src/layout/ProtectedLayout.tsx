// The main layout (docs/product/dashboard-and-layout.md#main-layout): "cargando..." while the current
// user loads; no session or a failed lookup goes to /auth/login; otherwise sidebar (desktop) or top and
// bottom bars (small screens) around the page. Which bars show is decided by CSS media queries (layout.css).
// Another tab's clinic switch is followed here (useFollowOtherTabs).
import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { Sidebar } from './Sidebar';
import { MobileTopBar } from './MobileTopBar';
import { MobileBottomBar } from './MobileBottomBar';
import { useFollowOtherTabs } from './useFollowOtherTabs';
import './layout.css';
import './dayjsLocale';

export function ProtectedLayout() {
  const session = useCurrentUser();
  useFollowOtherTabs();
  if (session.status === 'loading') {
    return (
      <div className="shell-loading" role="status">
        cargando...
      </div>
    );
  }
  if (session.status === 'anonymous') return <Navigate to={paths.login} replace />;

  return (
    <div className="shell">
      <Sidebar user={session.user} />
      <MobileTopBar user={session.user} />
      {/* Keyed by the clinic: after a switch to another one, every screen starts afresh (no record of the
          previous clinic stays on screen while its data is asked for again). */}
      <main className="shell-main" key={session.user.clinic?._id}>
        <Outlet />
      </main>
      <MobileBottomBar />
    </div>
  );
}
