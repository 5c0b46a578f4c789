// antd's rules (theme.zeroRuntime), in the entry so that the page links them before anything paints;
// trimmed to the components the product uses by build/antd-css-loader.js.
import 'antd/dist/antd.css';
// Async boundary: shared singletons (React, antd, …) are negotiated before the app code runs.
import('./bootstrap');
