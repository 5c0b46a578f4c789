// The shell's own screens that load on first use (the login screen fetches neither): one import
// each, shared by the routes (SignedInOnly.tsx) and by the start-up warm-up.
export const loadProtectedLayout = () => import('../layout/ProtectedLayout');
export const loadDashboard = () => import('../dashboard/DashboardPage');
