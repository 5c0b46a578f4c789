// The shell's chunk groups a first visit waits for (scripts/lib/first-screens.cjs): the app's start-up
// (index.ts's import of bootstrap) and the signed-in layout (lazyScreens.ts), which first asks who is
// signed in (shared-ui's sessionApi): the page asks for that itself (api/src/http/early-data.ts).
module.exports = {
  startup: './src/bootstrap',
  signedIn: { page: './src/layout/ProtectedLayout', data: ['/api/auth/user'] },
};
