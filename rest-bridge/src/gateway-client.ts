import { withDeadline } from '@predental/service-kit/deadline';
import { REQUEST_ID_HEADER } from '@predental/service-kit/observability';
import { CLIENT_ADDRESS_HEADER } from '@predental/service-kit/viewer-token';
import type { Request, Response } from 'express';
import { request } from 'undici';
import type { TypedDocumentString } from './gql/graphql';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; service?: string; retryAfter?: number };
}

export interface GatewayResult<T> {
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/** The gateway did not answer in time (504) or answered with something other than a GraphQL result (502). */
export class GatewayFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

const TIMED_OUT = 'The service did not answer in time. Please try again shortly.';
const INVALID = 'The service sent an invalid answer. Please try again shortly.';

/** A gateway running in this process (the entry's, GATEWAY_IN_ENTRY): no HTTP hop, no JSON text. */
export interface InProcessGateway {
  execute(req: Request, res: Response, query: string, variables: object): Promise<object>;
  /** Who holds the request's session, by the check `execute` makes: null when signed out or ended; throws when it cannot tell. */
  viewer(req: Request): Promise<object | null>;
  /** How many writes to a subgraph have ended in this process. */
  writes(subgraph: string): number;
}

/** A GraphQL result has data or at least one error; anything else (`{}`, an HTML error page) is the gateway failing. */
function graphQLResult<T>(text: string): GatewayResult<T> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GatewayFailure(502, INVALID);
  }
  return checkedResult(body);
}

function checkedResult<T>(body: unknown): GatewayResult<T> {
  const { data, errors } = (typeof body === 'object' && body !== null ? body : {}) as GatewayResult<T>;
  const hasData = typeof data === 'object' && data !== null;
  const hasErrors =
    Array.isArray(errors) && errors.length > 0 && errors.every((error) => typeof error?.message === 'string');
  if (!hasData && !hasErrors) throw new GatewayFailure(502, INVALID);
  return body as GatewayResult<T>;
}

/**
 * Runs one GraphQL operation at the gateway on behalf of the browser: its session cookie and
 * address go along, and any cookie the gateway sets (login, logout, password change) comes back.
 * The whole call, answer included, ends within timeoutMs.
 */
export function gatewayClient(gateway: string | InProcessGateway, timeoutMs: number) {
  const callGateway = async function callGateway<Result, Variables>(
    req: Request,
    res: Response,
    operation: TypedDocumentString<Result, Variables>,
    variables?: Variables,
  ): Promise<GatewayResult<Result>> {
    const failure = () => new GatewayFailure(504, TIMED_OUT);
    if (typeof gateway !== 'string') {
      const local = gateway;
      const run = async () =>
        checkedResult<Result>(await local.execute(req, res, operation.toString(), variables ?? {}));
      return withDeadline(timeoutMs, run, failure);
    }
    const gatewayUrl = gateway;
    const call = async (signal: AbortSignal) => {
      // undici's request API rather than fetch: the bridge sits on every /api call's path.
      const response = await request(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
          // req.ip applies the app's 'trust proxy' setting; the gateway trusts this header alone.
          ...(req.ip ? { [CLIENT_ADDRESS_HEADER]: req.ip } : {}),
          // The entry gave the request its id; the gateway and subgraphs log under the same one.
          ...(req.headers[REQUEST_ID_HEADER] ? { [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER] } : {}),
        },
        body: JSON.stringify({ query: operation.toString(), variables: variables ?? {} }),
        signal,
      });
      const setCookie = response.headers['set-cookie'];
      if (setCookie) res.append('set-cookie', setCookie);
      return graphQLResult<Result>(await response.body.text());
    };
    return withDeadline(timeoutMs, call, failure);
  };
  // A row may ask the gateway in this process what it knows without an operation (the directory's 304).
  return Object.assign(callGateway, { inProcess: typeof gateway === 'string' ? undefined : gateway });
}
export type CallGateway = ReturnType<typeof gatewayClient>;
