import { createApolloClient } from '@predental/remote-build/apollo-client';

/** One client for the signed-in screens; remotes reach it through the shared @apollo/client. */
export const apolloClient = createApolloClient();
