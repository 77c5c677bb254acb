import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { parseBody, sentGatewayError } from './errors';
import type { CallGateway } from './gateway-client';
import type { TypedDocumentString } from './gql/graphql';

/** `/courses/:id` gives `{ id: string }`: a row's variables read only the parameter its path has (at most one, last). */
type Params<Path extends string> = Path extends `${string}:${infer Name}` ? Record<Name, string> : Record<never, string>;

/** What a row's variables are made from: the path's parameter and the body as the contract parsed it. */
export interface RouteRequest<Path extends string, Body> {
  params: Params<Path>;
  body: Body;
}

/** An operation that takes variables needs a row that makes them; one that takes none gets `{}`. */
type VariablesOf<Path extends string, Variables, Body> = {} extends Variables
  ? { variables?: undefined }
  : { variables: (request: RouteRequest<Path, Body>) => NoInfer<Variables> };

/** One row of SPEC §7: the REST call, the gateway operation that answers it, and the mapping each way. */
export type Route<Path extends string, Result, Variables, Body> = {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: Path;
  operation: TypedDocumentString<Result, Variables>;
  /** The contract's schema: a body it refuses gets a 400 with its first message and never reaches the gateway. */
  input?: z.ZodType<Body>;
  /** The response body; it may throw an error with a 4xx `status`, which the bridge sends as `{ message }`. */
  result: (data: Result) => unknown;
  /** 200 unless said. */
  status?: number;
} & VariablesOf<Path, Variables, Body>;

/** A row with its types checked, as the router mounts it. */
export interface TableRow {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  serve(callGateway: CallGateway, req: Request, res: Response): Promise<void>;
}

/** The one handler every row shares: body → variables → gateway → error or result. */
export function route<Path extends string, Result, Variables, Body = undefined>(row: Route<Path, Result, Variables, Body>): TableRow {
  return {
    method: row.method,
    path: row.path,
    async serve(callGateway, req, res) {
      let body: Body | undefined;
      if (row.input) {
        body = parseBody(res, row.input, req.body);
        if (body === undefined) return; // parseBody sent the 400
      }
      // Express matched the path, so its parameter is there.
      const variables = row.variables?.({ params: req.params as Params<Path>, body: body as Body });
      const result = await callGateway(req, res, row.operation, variables);
      if (sentGatewayError(res, result)) return;
      // No error means data: the gateway client refuses a result with neither.
      res.status(row.status ?? 200).json(row.result(result.data as Result));
    },
  };
}

/** The router serving every row. */
export function routeTable(callGateway: CallGateway, rows: TableRow[]): Router {
  const router = Router();
  for (const row of rows) router[row.method](row.path, (req, res) => row.serve(callGateway, req, res));
  return router;
}

/** Variables of the usual row shapes. */
export const byId = ({ params }: { params: { id: string } }) => ({ id: params.id });
export const bodyAsInput = <Body>({ body }: { body: Body }) => ({ input: body });
export const byIdWithInput = <Body>({ params, body }: { params: { id: string }; body: Body }) => ({ id: params.id, input: body });
/** The body's fields are the operation's variables (login, password change, CSV import, favorites). */
export const bodyAsVariables = <Body>({ body }: { body: Body }) => body;

/** What a write without a body of its own answers (deletes, logout). */
export const success = () => ({ success: true });
