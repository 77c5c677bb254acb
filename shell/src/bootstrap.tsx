import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { parseWithoutEval } from '@predental/contracts/browser-zod';
import { PUBLIC_PATHS } from '@predental/contracts/shell-pages';
import { retrySharedLibrariesThatFailed } from './features/remote-area/shared-retry';
import { nextTask } from './lib/next-task';

parseWithoutEval();
retrySharedLibrariesThatFailed();
// The remotes this path needs start loading now, beside the shell's first render (issue 41: no
// waterfall). Not before this module: a remote registered before the page's shared libraries are
// set up would make their setup wait for that remote, and a remote that is down blank the page.
// A public path loads no remote: its first paint does not wait for this chunk (/auth's LCP did).
// In the remote area's chunk, which every such page loads: a file of its own cost more in headers.
if (!PUBLIC_PATHS.includes(window.location.pathname))
  void import(/* webpackChunkName: "remote-area" */ './features/remote-area/preload-remotes').then(
    ({ preloadRemotesFor }) => preloadRemotesFor(window.location.pathname),
  );

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// The app's modules (router, design system, providers) are evaluated in a task after React's, in
// this chunk still (eager). Then a transition: React renders the first view in slices of a few ms
// and yields to the browser between them; at the default lane it was one task of 375 ms on /auth
// at 4x CPU (issue 41).
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './app/App'))
  .then(({ App }) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
