import { favoriteInputSchema, type DentalSchool } from '@predental/contracts/dental-school';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';

export const SCHOOL_FIELDS =
  'id key name state city tuition tuitionNonResident inStateTuition programLength scienceGpaAvg overallGpaAvg datAvg acceptanceRate hasAcceleratedProgram isPublic websiteUrl notes isFavorite';

/** SPEC §7 dental-school and favorite rows, for any signed-in user. */
export function schoolRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/dental-schools', async (req, res) => {
    const result = await callGateway<{ dentalSchools: DentalSchool[] }>(req, res, `{ dentalSchools { ${SCHOOL_FIELDS} } }`);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.dentalSchools);
  });

  router.get('/favorites/schools', async (req, res) => {
    const result = await callGateway<{ favoriteSchools: DentalSchool[] }>(req, res, `{ favoriteSchools { ${SCHOOL_FIELDS} } }`);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.favoriteSchools);
  });

  router.post('/favorites/schools', async (req, res) => {
    const body = parseBody(res, favoriteInputSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ addFavoriteSchool: DentalSchool }>(
      req,
      res,
      `mutation AddFavoriteSchool($schoolId: ID!) { addFavoriteSchool(schoolId: $schoolId) { ${SCHOOL_FIELDS} } }`,
      body,
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.status(201).json(result.data.addFavoriteSchool);
  });

  router.delete('/favorites/schools/:schoolId', async (req, res) => {
    const result = await callGateway<{ removeFavoriteSchool: { id: string } }>(
      req,
      res,
      'mutation RemoveFavoriteSchool($schoolId: ID!) { removeFavoriteSchool(schoolId: $schoolId) { id } }',
      { schoolId: req.params.schoolId },
    );
    if (sentGatewayError(res, result)) return;
    res.json({ success: true });
  });

  return router;
}
