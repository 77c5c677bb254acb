import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { Viewer } from '@predental/contracts/viewer';
import { REQUEST_ID_HEADER } from '@predental/service-kit/observability';
import { SESSION_HEADER, VIEWER_HEADER, signViewer } from '@predental/service-kit/viewer-token';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { SESSION_COOKIE } from './session';
import { subgraphFetcher } from './subgraph-fetcher';

export interface GatewayContext {
  /** Who holds the session cookie (identity's answer), or null. */
  viewer: Viewer | null;
  /** The client's address as the entry saw it. */
  address?: string;
  /** The entry's id for this request, passed to every subgraph for their logs. */
  requestId?: string;
  res: Response;
  /** Identity ended or replaced the request's session: the gateway must not fall back on it. */
  sessionEnded?: () => void;
}

const COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Sends the signed viewer to a subgraph and turns identity's session header into the cookie. */
export class SubgraphDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraphName: string,
    url: string,
    private readonly secureCookie: boolean,
    private readonly secret: string,
    /** Told when a write (a mutation) to this subgraph has ended, answered or failed. */
    private readonly onWrite?: () => void,
  ) {
    super({ url, fetcher: subgraphFetcher as never });
  }

  /** A write counts once it ended: a read made after that sees it, one begun before may not. */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    try {
      return await super.process(options);
    } finally {
      if (this.onWrite && /^\s*mutation\b/.test(options.request.query ?? '')) this.onWrite();
    }
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    // The gateway's own calls (health, schema) carry an empty context, not a GatewayContext.
    const { viewer, address, requestId } = context as Partial<GatewayContext>;
    // Signed for this subgraph alone: a header replayed to another subgraph is refused there.
    if (viewer !== undefined)
      request.http?.headers.set(VIEWER_HEADER, signViewer(viewer, this.secret, this.subgraphName, address));
    if (requestId) request.http?.headers.set(REQUEST_ID_HEADER, requestId);
  }

  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const token = response.http?.headers.get(SESSION_HEADER);
    if (token !== null && token !== undefined && 'res' in context && context.res) {
      context.sessionEnded?.();
      const options = { httpOnly: true, sameSite: 'lax' as const, secure: this.secureCookie, path: '/' };
      if (token) context.res.cookie(SESSION_COOKIE, token, { ...options, maxAge: COOKIE_MAX_AGE_MS });
      else context.res.clearCookie(SESSION_COOKIE, options);
    }
    return response;
  }

  /** A subgraph that cannot be reached degrades only its own fields, with a code the bridge maps to 503. */
  override didEncounterError(error: Error): never {
    if (error instanceof GraphQLError) throw error;
    throw new GraphQLError(`The ${this.subgraphName} service is unavailable. Please try again shortly.`, {
      extensions: { code: 'SERVICE_UNAVAILABLE', service: this.subgraphName },
    });
  }
}
