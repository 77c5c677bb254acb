import { lazy, useEffect, useMemo, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@predental/design/Spinner';
import { screenRoutes } from '../features/remote-area/screen-table';
import { readRemoteScreens, useRemoteScreens } from '../features/remote-area/use-remote-screens';
import { RequireUser } from '../features/session/RequireUser';
import { PUBLIC_PATHS } from '@predental/contracts/shell-pages';
import { lazyReady } from '../lib/lazy-ready';
import { authPage, dashboardPage, remoteArea, signedInLayout } from './page-code';

// Every screen is its own chunk: the landing page loads none of the signed-in code.
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));
const AuthPage = lazyReady(authPage, (m) => m.AuthPage);
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
// Fetched early (page-code.ts), so these render without suspending once their code has arrived.
const SignedInLayout = lazyReady(signedInLayout, (m) => m.SignedInLayout);
const DashboardPage = lazyReady(dashboardPage, (m) => m.DashboardPage);
// Named: the entry hints their files in the page's HTML (entry/src/shell-scripts.ts), so they come
// beside the rest rather than a round trip after React has rendered the routes. Imported here, not
// from the entry chunk, so they leave out what this chunk already brings.
const ApplicationSummaryPage = lazy(() =>
  import(
    /* webpackChunkName: "application-summary-page" */ '../features/application-summary/ApplicationSummaryPage'
  ).then((m) => ({ default: m.ApplicationSummaryPage })),
);
const SettingsPage = lazy(() =>
  import(/* webpackChunkName: "settings-page" */ '../features/settings/SettingsPage').then((m) => ({
    default: m.SettingsPage,
  })),
);
const CheckoutPage = lazy(() =>
  import('../features/coming-soon/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const BuyTokensPage = lazy(() =>
  import('../features/coming-soon/BuyTokensPage').then((m) => ({ default: m.BuyTokensPage })),
);
const RemoteArea = lazyReady(remoteArea, (m) => m.RemoteArea);
const UnavailableAreas = lazyReady(remoteArea, (m) => m.UnavailableAreas);

/** The shell's own signed-in pages; every other signed-in path is a screen some remote declares. */
const SHELL_PAGES: { path: string; element: ReactElement }[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/application-summary', element: <ApplicationSummaryPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/buy-tokens', element: <BuyTokensPage /> },
  { path: '/token-purchase-success', element: <Navigate to="/buy-tokens" replace /> },
  { path: '/token-purchase-cancel', element: <Navigate to="/buy-tokens" replace /> },
];
const SHELL_PATHS = [...PUBLIC_PATHS, ...SHELL_PAGES.map((page) => page.path)];

/** A path no page claims yet: the remotes' screens are still being read, so it may be one of theirs. */
function ReadingScreens() {
  useEffect(() => void readRemoteScreens(), []);
  return <PageSpinner />;
}

export function AppRoutes() {
  const { settled, declared, unavailable } = useRemoteScreens({ read: false });
  const routes = useMemo(() => screenRoutes(declared, SHELL_PATHS), [declared]);
  // With an area down and never read here, an unclaimed path may be its screen: its error card, not a 404.
  const maybeUnavailable = settled && unavailable.length > 0;
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/auth" element={<AuthPage />} />
      <Route element={<RequireUser />}>
        <Route element={<SignedInLayout routes={routes} />}>
          {SHELL_PAGES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          {routes.map(({ path, remote, module, headingFirst }) => (
            <Route
              key={path}
              path={path}
              element={<RemoteArea key={path} remote={remote} module={module} headingFirst={headingFirst} />}
            />
          ))}
          {maybeUnavailable && <Route path="*" element={<UnavailableAreas areas={unavailable} />} />}
        </Route>
      </Route>
      {!maybeUnavailable && <Route path="*" element={settled ? <NotFoundPage /> : <ReadingScreens />} />}
    </Routes>
  );
}
