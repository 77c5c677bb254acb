import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import {
  browserLink,
  compileWatchPath,
  compileWritePath,
  createApolloClient,
} from '@predental/area-runtime/apollo-client';
import { fetchAfterPaint } from './after-paint-fetch';

let client: ApolloClient<NormalizedCacheObject> | undefined;

/**
 * One client for the signed-in screens; remotes reach it through the shared @apollo/client.
 * Made on first use (lib/code.ts: a task after Apollo's code), not as this module is evaluated:
 * that ran in the task where Apollo's code landed, beside Apollo's own evaluation and often a
 * screen's, Lighthouse's Apollo task of 50-124 ms at 4x CPU (issue 41).
 */
export function apolloClient(): ApolloClient<NormalizedCacheObject> {
  client ??= createApolloClient(browserLink(fetchAfterPaint));
  return client;
}

/** Apollo's watch code compiled before the first screen's render needs it (compileWatchPath). */
export const compileApollo = () => compileWatchPath(apolloClient());

/** Apollo's cache-writing code compiled before the first answer needs it (compileWritePath). */
export const compileAnswers = compileWritePath;
