// The shell's chunk groups a first visit waits for (scripts/lib/first-screens.cjs): the app's start-up
// (index.ts's import of bootstrap) and the signed-in layout (lazyScreens.ts).
module.exports = { startup: './src/bootstrap', signedIn: './src/layout/ProtectedLayout' };
