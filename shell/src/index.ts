// Async boundary: lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap');
