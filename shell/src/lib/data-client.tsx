import { Suspense, type ReactNode } from 'react';
import { apolloArea } from './code';
import { lazyReady } from './lazy-ready';

/**
 * Apollo (66 KB of a page's JS, and its start-up) loads with the parts of a page that read
 * through it, not with the signed-in layout: the page's heading and cards paint without it.
 */
const ApolloArea = lazyReady(apolloArea, (module) => module.default);

/** Its children read through the browser's one Apollo client; `fallback` shows while it loads. */
export function WithApollo({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloArea>{children}</ApolloArea>
    </Suspense>
  );
}

/** The client itself, for an action outside those parts (logging out empties its cache). */
export const apolloClient = () => import('./apollo').then((module) => module.apolloClient());
