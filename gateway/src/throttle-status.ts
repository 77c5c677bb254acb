import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A throttled operation answers HTTP 429 with Retry-After on /graphql too, as on /api, so
 * clients and proxies see the limit without reading the GraphQL body.
 */
export const throttleStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const throttled = response.body.singleResult.errors?.find(
          (error) => error.extensions?.code === 'TOO_MANY_REQUESTS',
        );
        if (!throttled) return;
        response.http.status = 429;
        const retryAfter = throttled.extensions?.retryAfter;
        if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
      },
    };
  },
};
