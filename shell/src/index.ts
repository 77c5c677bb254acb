import { preloadPageCode } from './app/page-code';
import { startReadingSession } from './features/session/session-api';
import { nextTask } from './lib/next-task';

// Neither needs a shared library, so both go out before the app's code has loaded.
startReadingSession();
// Each boot step in a task of its own (issue 41): with the federation runtime's start, which runs
// before this module, they made one task of 225 ms at 4x CPU on every page. The scripts they load
// are hinted in the page's HTML, so a task's wait delays no download.
void nextTask()
  // Async boundary: lets Module Federation negotiate shared singletons before React loads.
  .then(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(nextTask)
  .then(() => preloadPageCode(window.location.pathname));
