// Async boundary: lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap');
// The remotes this path needs start loading now, beside the shell's own code (issue 41: no waterfall).
void import('./features/remote-area/preload-remotes').then(({ preloadRemotesFor }) =>
  preloadRemotesFor(window.location.pathname),
);
