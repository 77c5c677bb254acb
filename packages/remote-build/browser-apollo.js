/**
 * @apollo/client as the builds share it (a singleton). A shared module ships unshaken: the
 * package's index, with its suspense hooks, fragment masking, link helpers and graphql-tag, was
 * 66 KB gzipped on every signed-in page. This module names the values the browser code uses, so
 * webpack shakes the rest; test/browser-shared.test.ts fails when code uses a value not here.
 */
export { ApolloClient } from '#apollo-files/core/ApolloClient.js';
export { ApolloError } from '#apollo-files/errors/index.js';
export { InMemoryCache } from '#apollo-files/cache/index.js';
export { HttpLink } from '#apollo-files/link/http/index.js';
export { ApolloLink } from '#apollo-files/link/core/index.js';
export { Observable } from '#apollo-files/utilities/observables/Observable.js';
export { ApolloProvider } from '#apollo-files/react/context/index.js';
export { useApolloClient, useMutation, useQuery } from '#apollo-files/react/hooks/index.js';
