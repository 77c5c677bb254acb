import { experienceLogInputSchema, experienceLogUpdateSchema } from '@predental/experience-contract/experience-log';
import { experienceUpdateSchema } from '@predental/experience-contract/experiences';
import { experiencesCsv } from '@predental/experience-contract/experiences-csv';
import type { Request, Response } from 'express';
import { sentGatewayError } from '../errors';
import type { CallGateway } from '../gateway-client';
import * as op from '../gql/graphql';
import { bodyAsInput, byId, byIdWithInput, read, route, success, type TableRow } from '../route-table';

/** The AADSAS entries as a spreadsheet: the student's own, so no shared cache may keep them. */
const experiencesCsvRow: TableRow = {
  method: 'get',
  path: '/experiences/export.csv',
  operation: op.ListExperiencesDocument.toString(),
  async serve(callGateway: CallGateway, req: Request, res: Response) {
    const result = await callGateway(req, res, op.ListExperiencesDocument);
    if (sentGatewayError(res, result)) return;
    res
      .set('Cache-Control', 'private, no-store')
      .attachment('aadsas-experiences.csv')
      .type('text/csv; charset=utf-8')
      .send(experiencesCsv(result.data!.myExperiences));
  },
};

/**
 * Issue 37: the AADSAS entries composed from every log (what the student adds to one is PATCHed),
 * and the logs of the types SPEC does not log. The experience subgraph answers 404 for anyone
 * else's entry or log.
 */
export const experienceEntryRoutes = [
  read('/experiences', op.ListExperiencesDocument, (data) => data.myExperiences),
  experiencesCsvRow,
  route({
    method: 'patch',
    path: '/experiences/:id',
    operation: op.UpdateExperienceDocument,
    input: experienceUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateExperience,
  }),

  read('/experience-logs', op.ListExperienceLogsDocument, (data) => data.experienceLogs),
  route({
    method: 'post',
    path: '/experience-logs',
    operation: op.AddExperienceLogDocument,
    input: experienceLogInputSchema,
    variables: bodyAsInput,
    result: (data) => data.addExperienceLog,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/experience-logs/:id',
    operation: op.UpdateExperienceLogDocument,
    input: experienceLogUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateExperienceLog,
  }),
  route({
    method: 'delete',
    path: '/experience-logs/:id',
    operation: op.DeleteExperienceLogDocument,
    variables: byId,
    result: success,
  }),
];
