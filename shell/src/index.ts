// Async boundary: shared singletons (React, antd, …) are negotiated before the app code runs.
import('./bootstrap');
