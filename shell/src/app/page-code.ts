import { PUBLIC_PATHS } from '@predental/contracts/shell-pages';

// The chunks of the pages a first paint waits for. Only import() here: the entry chunk imports this
// module, and it may not use a shared library (React) before Module Federation has set them up.
export const authPage = () => import('../features/auth/AuthPage');
export const signedInLayout = () => import('./SignedInLayout');
export const dashboardPage = () => import('../features/dashboard/DashboardPage');
export const remoteArea = () => import('../features/remote-area/RemoteArea');
// A remote's screen reads through Apollo before it paints; the dashboard's heading does not (DashboardPage).
const apolloArea = () => import('../lib/apollo-provider');

/**
 * Starts fetching the code a path draws first (/auth's form; for a signed-in path the layout, and
 * the dashboard or a remote's screen with Apollo) from the entry chunk, beside React and the shell's shared
 * chunks, instead of after they have run and rendered the router: one round trip less before the
 * page's heading paints (issue 41).
 */
export function preloadPageCode(pathname: string): void {
  if (pathname === '/auth') void authPage();
  if (PUBLIC_PATHS.includes(pathname)) return;
  void signedInLayout();
  if (pathname === '/dashboard') void dashboardPage();
  else void Promise.all([remoteArea(), apolloArea()]);
}
