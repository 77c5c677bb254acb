import { csvImportSchema } from '@predental/contracts/dental-school-csv';
import { dentalSchoolInputSchema, dentalSchoolUpdateSchema, type DentalSchool } from '@predental/contracts/dental-school';
import { Router } from 'express';
import { parseBody, sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';
import { SCHOOL_FIELDS } from './schools';

/** SPEC §7 admin dental-school rows; the schools subgraph answers 403 to anyone but an admin. */
export function adminSchoolRoutes(callGateway: CallGateway): Router {
  const router = Router();

  router.get('/admin/dental-schools', async (req, res) => {
    const result = await callGateway<{ adminDentalSchools: DentalSchool[] }>(req, res, `{ adminDentalSchools { ${SCHOOL_FIELDS} } }`);
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.adminDentalSchools);
  });

  router.post('/admin/dental-schools', async (req, res) => {
    const body = parseBody(res, dentalSchoolInputSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ createDentalSchool: DentalSchool }>(
      req,
      res,
      `mutation CreateDentalSchool($input: DentalSchoolInput!) { createDentalSchool(input: $input) { ${SCHOOL_FIELDS} } }`,
      { input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.status(201).json(result.data.createDentalSchool);
  });

  router.post('/admin/dental-schools/import', async (req, res) => {
    const body = parseBody(res, csvImportSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ importDentalSchools: { imported: number; created: number; updated: number; skipped: number; errors: { row: number; message: string }[] } }>(
      req,
      res,
      'mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) { importDentalSchools(rows: $rows) { imported created updated skipped errors { row message } } }',
      body,
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.importDentalSchools);
  });

  router.patch('/admin/dental-schools/:id', async (req, res) => {
    const body = parseBody(res, dentalSchoolUpdateSchema, req.body);
    if (!body) return;
    const result = await callGateway<{ updateDentalSchool: DentalSchool }>(
      req,
      res,
      `mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) { updateDentalSchool(id: $id, input: $input) { ${SCHOOL_FIELDS} } }`,
      { id: req.params.id, input: body },
    );
    if (sentGatewayError(res, result) || !result.data) return;
    res.json(result.data.updateDentalSchool);
  });

  router.delete('/admin/dental-schools/:id', async (req, res) => {
    const result = await callGateway<{ deleteDentalSchool: string }>(req, res, 'mutation DeleteDentalSchool($id: ID!) { deleteDentalSchool(id: $id) }', { id: req.params.id });
    if (sentGatewayError(res, result)) return;
    res.json({ success: true });
  });

  return router;
}
