import { preloadPageCode } from './app/page-code';
import { startReadingSession } from './features/session/session-api';

// Neither needs a shared library, so both go out before the app's code has loaded.
startReadingSession();
// Async boundary: lets Module Federation negotiate shared singletons before React loads.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
preloadPageCode(window.location.pathname);
