// The shell's chunk groups a first visit waits for (scripts/lib/first-screens.cjs): the app's start-up
// (index.ts's import of bootstrap), the signed-in layout (lazyScreens.ts), which first asks who is
// signed in (shared-ui's sessionApi): the page asks for that itself (api/src/http/early-data.ts), and the
// dashboard at "/" (lazyScreens.ts), named in the page only for a visit with a session.
module.exports = {
  startup: './src/bootstrap',
  signedIn: { page: './src/layout/ProtectedLayout', data: ['/api/auth/user'] },
  home: './src/dashboard/DashboardPage',
};
