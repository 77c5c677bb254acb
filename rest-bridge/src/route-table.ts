import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { ADMIN_ONLY_MESSAGE, firstIssue, NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import { onlyAreasDown, sentGatewayError } from './errors';
import type { CallGateway } from './gateway-client';
import { CheckAdminDocument, type TypedDocumentString } from './gql/graphql';

/** `/courses/:id` and `/applications/:id/events` give `{ id: string }`: a row's variables read only the parameter its path has (at most one). */
type Params<Path extends string> = Path extends `${string}:${infer Name}/${string}`
  ? Record<Name, string>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : Record<never, string>;

/** What a row's variables are made from: the path's parameter and the body as the contract parsed it. */
export interface RouteRequest<Path extends string, Body> {
  params: Params<Path>;
  body: Body;
}

/** An operation that takes variables needs a row that makes them; one that takes none gets `{}`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends V` holds exactly when V requires no key
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
  /** Who may call it: signed-in users unless said; every /admin/ row is admins only. */
  access?: 'anyone';
  /** Its nullable fields come from areas that may be down: with data, an area down leaves them null and the rest answers. */
  partial?: true;
} & VariablesOf<Path, Variables, Body>;

/** A row with its types checked, as the router mounts it. */
export interface TableRow {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  /** The GraphQL document it sends (the gateway's limits are checked against it). */
  operation: string;
  /** The other documents a row sends, if it sends several (the data export asks each area). */
  moreOperations?: string[];
  serve(callGateway: CallGateway, req: Request, res: Response): Promise<void>;
}

type Access = 'anyone' | 'signed-in' | 'admin';

/**
 * For a body the contract refuses: 401 without a session, 403 for a student on an admin row, as
 * the gateway answers a valid body. Only refused bodies pay for the check; the valid ones get the
 * same answers from the gateway itself. Returns true if it sent one.
 */
async function sentAccessRefusal(
  callGateway: CallGateway,
  req: Request,
  res: Response,
  access: Access,
): Promise<boolean> {
  if (access === 'anyone') return false;
  const me = await callGateway(req, res, CheckAdminDocument);
  if (me.errors) return false; // the gateway is unwell: the 400 stands, and changes nothing
  if (!me.data?.me) res.status(401).json({ message: NOT_SIGNED_IN_MESSAGE });
  else if (access === 'admin' && !me.data.me.isAdmin) res.status(403).json({ message: ADMIN_ONLY_MESSAGE });
  else return false;
  return true;
}

/** The one handler every row shares: body → variables → gateway → error or result. */
export function route<Path extends string, Result, Variables, Body = undefined>(
  row: Route<Path, Result, Variables, Body>,
): TableRow {
  const access: Access = row.access ?? (row.path.startsWith('/admin/') ? 'admin' : 'signed-in');
  return {
    method: row.method,
    path: row.path,
    operation: row.operation.toString(),
    async serve(callGateway, req, res) {
      let body: Body | undefined;
      if (row.input) {
        const parsed = row.input.safeParse(req.body ?? {});
        if (!parsed.success) {
          // The caller first: who may not use a row never learns its contract from its messages.
          if (await sentAccessRefusal(callGateway, req, res, access)) return;
          res.status(400).json({ message: firstIssue(parsed.error) });
          return;
        }
        body = parsed.data;
      }
      // Express matched the path, so its parameter is there.
      const variables = row.variables?.({ params: req.params as Params<Path>, body: body as Body });
      const result = await callGateway(req, res, row.operation, variables);
      if (!(row.partial && onlyAreasDown(result)) && sentGatewayError(res, result)) return;
      // No error means data: the gateway client refuses a result with neither.
      res.status(row.status ?? 200).json(row.result(result.data as Result));
    },
  };
}

/** A GET row that sends no variables (a list, the goals, the user): its path, operation and body. */
export const read = <Path extends string, Result>(
  path: Path,
  operation: TypedDocumentString<Result, { [key: string]: never }>,
  result: (data: Result) => unknown,
) => route({ method: 'get', path, operation, result });

/**
 * The router serving every row. A known path asked with a method it does not serve answers 405
 * with the methods it does in `Allow` (HEAD with GET, as Express serves it); OPTIONS lists them.
 */
export function routeTable(callGateway: CallGateway, rows: TableRow[]): Router {
  const router = Router();
  for (const row of rows) router[row.method](row.path, (req, res) => row.serve(callGateway, req, res));
  const methods = new Map<string, string[]>();
  for (const row of rows) methods.set(row.path, [...(methods.get(row.path) ?? []), row.method.toUpperCase()]);
  for (const [path, served] of methods) {
    const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    router.all(path, (req, res) => {
      res.set('Allow', allow);
      if (req.method === 'OPTIONS') res.status(204).end();
      else res.status(405).json({ message: 'Method not allowed' });
    });
  }
  return router;
}

/** Variables of the usual row shapes. */
export const byId = ({ params }: { params: { id: string } }) => ({ id: params.id });
export const bodyAsInput = <Body>({ body }: { body: Body }) => ({ input: body });
export const byIdWithInput = <Body>({ params, body }: { params: { id: string }; body: Body }) => ({
  id: params.id,
  input: body,
});
/** The body's fields are the operation's variables (login, password change, CSV import, favorites). */
export const bodyAsVariables = <Body>({ body }: { body: Body }) => body;

/** What a write without a body of its own answers (deletes, logout). */
export const success = () => ({ success: true });
