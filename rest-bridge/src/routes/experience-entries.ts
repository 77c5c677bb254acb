import { Router } from 'express';
import type { z } from 'zod';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

/** One kind of entry as the experience subgraph names it. */
export interface EntryRoutesKind {
  /** URL segment: /api/{path}. */
  path: string;
  /** GraphQL type name, e.g. ShadowingEntry (fields shadowingEntry, addShadowingEntry...). */
  type: string;
  /** The list query, e.g. shadowingEntries. */
  list: string;
  fields: string;
  input: z.ZodType;
  update: z.ZodType;
}

/** SPEC §7 rows of one kind of entry; the experience subgraph answers 404 for anyone else's entry. */
export function entryRoutes(callGateway: CallGateway, kind: EntryRoutesKind): Router {
  const router = Router();
  const one = kind.type.charAt(0).toLowerCase() + kind.type.slice(1);
  const { list } = kind;
  const collection = `/${kind.path}`;
  const item = `/${kind.path}/:id`;

  router.get(collection, async (req, res) => {
    const result = await callGateway<Record<string, unknown>>(req, res, `{ ${list} { ${kind.fields} } }`);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data[list]);
  });

  router.get(item, async (req, res) => {
    const result = await callGateway<Record<string, unknown>>(req, res, `query($id: ID!) { ${one}(id: $id) { ${kind.fields} } }`, { id: req.params.id });
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data[one]);
  });

  router.post(collection, async (req, res) => {
    const body = parseBody(res, kind.input, req.body);
    if (!body) return;
    const result = await callGateway<Record<string, unknown>>(
      req,
      res,
      `mutation($input: ${kind.type}Input!) { add${kind.type}(input: $input) { ${kind.fields} } }`,
      { input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.status(201).json(result.data[`add${kind.type}`]);
  });

  router.patch(item, async (req, res) => {
    const body = parseBody(res, kind.update, req.body);
    if (!body) return;
    const result = await callGateway<Record<string, unknown>>(
      req,
      res,
      `mutation($id: ID!, $input: ${kind.type}Input!) { update${kind.type}(id: $id, input: $input) { ${kind.fields} } }`,
      { id: req.params.id, input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data[`update${kind.type}`]);
  });

  router.delete(item, async (req, res) => {
    const result = await callGateway(req, res, `mutation($id: ID!) { delete${kind.type}(id: $id) }`, { id: req.params.id });
    if (sentGatewayError(res, result)) return;
    res.json({ success: true });
  });

  return router;
}
