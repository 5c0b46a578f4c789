// antd's rules (theme.zeroRuntime), in the entry so that the page links them before anything paints;
// trimmed to the components the product uses by tooling/antd-css-loader.js.
import 'antd/dist/antd.css';
// The `vet-app` base text style, in the same stylesheet: a screen prerendered into the page (issue 29)
// paints with it before any script runs.
import './app/app.css';
// Federation first (remotes.json, the first screen's remote files): its downloads then overlap the
// app's own. Then the async boundary: shared singletons (React, antd, …) are negotiated before the
// app code runs.
import { startFederation } from './federation/startup';

const federation = startFederation();
void import('./bootstrap').then(({ startApp }) => startApp(federation));
