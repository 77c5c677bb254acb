import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the signed-in screens; remotes reach it through the shared @apollo/client. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  cache: new InMemoryCache(),
  // SPEC §4: data is never treated as stale; no retries, no polling.
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
    query: { fetchPolicy: 'cache-first' },
  },
});
