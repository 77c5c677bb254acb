import { datScoreInputSchema, datScoreUpdateSchema, type DatScore } from '@predental/contracts/dat';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

const DAT_FIELDS =
  'id userId testDate biology generalChemistry organicChemistry perceptualAbility readingComprehension quantitativeReasoning academicAverage totalScience';

/** SPEC §7 DAT rows. A client's userId and totalScience are dropped by the contract: the server decides both. */
export function datRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/dat', async (req, res) => {
    const result = await callGateway<{ datScores: DatScore[] }>(req, res, `{ datScores { ${DAT_FIELDS} } }`);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.datScores);
  });

  router.get('/dat/:id', async (req, res) => {
    const result = await callGateway<{ datScore: DatScore }>(req, res, `query DatScore($id: ID!) { datScore(id: $id) { ${DAT_FIELDS} } }`, { id: req.params.id });
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.datScore);
  });

  router.post('/dat', async (req, res) => {
    const body = parseBody(res, datScoreInputSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ addDatScore: DatScore }>(
      req,
      res,
      `mutation AddDatScore($input: DatScoreInput!) { addDatScore(input: $input) { ${DAT_FIELDS} } }`,
      { input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.status(201).json(result.data.addDatScore);
  });

  router.patch('/dat/:id', async (req, res) => {
    const body = parseBody(res, datScoreUpdateSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ updateDatScore: DatScore }>(
      req,
      res,
      `mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) { updateDatScore(id: $id, input: $input) { ${DAT_FIELDS} } }`,
      { id: req.params.id, input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.updateDatScore);
  });

  router.delete('/dat/:id', async (req, res) => {
    const result = await callGateway<{ deleteDatScore: string }>(req, res, 'mutation DeleteDatScore($id: ID!) { deleteDatScore(id: $id) }', { id: req.params.id });
    if (sentGatewayError(res, result)) return;
    res.json({ success: true });
  });

  return router;
}
