import { createApolloClient } from '@predental/area-runtime/apollo-client';

/** One client for the signed-in screens; remotes reach it through the shared @apollo/client. */
export const apolloClient = createApolloClient();
