import { PUBLIC_PATHS } from '@predental/contracts/shell-pages';
import { code } from '../lib/code';

// The chunks of the pages a first paint waits for. Only import() here: the entry chunk imports this
// module, and it may not use a shared library (React) before Module Federation has set them up.
// Their chunk names are how the entry finds their files to hint in a page's HTML (entry/src/shell-scripts.ts).
export const authPage = code(() => import(/* webpackChunkName: "auth-page" */ '../features/auth/AuthPage'));
export const signedInLayout = code(() => import(/* webpackChunkName: "signed-in-layout" */ './SignedInLayout'));
export const dashboardPage = code(
  () => import(/* webpackChunkName: "dashboard-page" */ '../features/dashboard/DashboardPage'),
);
export const remoteArea = code(
  () => import(/* webpackChunkName: "remote-area" */ '../features/remote-area/RemoteArea'),
);

/**
 * Starts fetching the code a path draws first (/auth's form; for a signed-in path the layout, and
 * the dashboard or the remote area's code) from the entry chunk, beside React and the shell's
 * shared chunks, instead of after they have run and rendered the router: one round trip less
 * before the page's heading paints (issue 41). Apollo, which most remote screens read through
 * before they paint, is preloaded by preload-remotes.ts, which knows whether the screen does.
 */
export function preloadPageCode(pathname: string): void {
  if (pathname === '/auth') void authPage();
  if (PUBLIC_PATHS.includes(pathname)) return;
  void signedInLayout();
  if (pathname === '/dashboard') void dashboardPage();
  else void remoteArea();
}
