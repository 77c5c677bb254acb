/**
 * react-router-dom as the builds share it (a singleton). A shared module ships unshaken: with the
 * data routers (loaders, actions, fetchers, forms) the browser code never uses. This module names
 * the values it uses, so webpack shakes the rest; test/browser-shared.test.ts fails when code uses
 * a value not here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  useLocation,
  useNavigate,
  useSearchParams,
} from '#router-files/dist/index.js';
