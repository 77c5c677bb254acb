import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client';
import { apolloClient } from './apollo';

export { apolloClient, compileAnswers, compileApollo } from './apollo';

/** The browser's one client around what reads through it (the remotes' areas, settings). */
export default function ApolloArea({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
