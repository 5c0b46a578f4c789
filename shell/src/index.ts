// Federation first (remotes.json, the first screen's remote files): its downloads then overlap the
// app's own. Then the async boundary: shared singletons (React, antd, …) are negotiated before the
// app code runs.
import { startFederation } from './federation/startup';

const federation = startFederation();
void import('./bootstrap').then(({ startApp }) => startApp(federation));
