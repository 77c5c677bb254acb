import { browserLink, createApolloClient } from '@predental/area-runtime/apollo-client';
import { fetchAfterPaint } from './after-paint-fetch';

/** One client for the signed-in screens; remotes reach it through the shared @apollo/client. */
export const apolloClient = createApolloClient(browserLink(fetchAfterPaint));
