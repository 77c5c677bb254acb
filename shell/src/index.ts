import { startReadingSession } from './features/session/session-api';

// No shared library is needed for it, so it goes out before the app's code has loaded.
startReadingSession();
// Async boundary: lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap');
