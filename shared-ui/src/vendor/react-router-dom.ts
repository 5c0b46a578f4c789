// The react-router-dom the product uses, and nothing else: rspack.shared.js shares this module under the
// "react-router-dom" key, so every container's `import { Link } from 'react-router-dom'` gets it, and
// react-router is tree-shaken inside it (sharing the package whole cost ~60 KiB gzip on every screen).
// An export missing here is undefined at run time: vendor.test.ts fails when sources use one.
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  createBrowserRouter,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject, To } from 'react-router';
// react-router-dom's RouterProvider is the DOM one (flushSync for state updates).
export { RouterProvider } from 'react-router/dom';
