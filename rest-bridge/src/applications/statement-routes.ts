import {
  draftInputSchema,
  finalInputSchema,
  statementInputSchema,
  versionInputSchema,
} from '@predental/applications-contract/personal-statement';
import * as op from '../gql/graphql';
import { bodyAsVariables, byId, route } from '../route-table';

/**
 * Issue 36's personal statement rows. A statement answers `{ id, title, draft, ..., versions:
 * [{ id, text, characters, words, overBy, final, savedAt }] }`; someone else's id is 404, a
 * version over the cycle's limit marked final is 400.
 */
export const statementRoutes = [
  route({
    method: 'get',
    path: '/personal-statements',
    operation: op.ListPersonalStatementsDocument,
    result: (data) => data.myPersonalStatements,
  }),
  route({
    method: 'post',
    path: '/personal-statements',
    operation: op.AddPersonalStatementDocument,
    input: statementInputSchema,
    variables: bodyAsVariables,
    result: (data) => data.addPersonalStatement,
    status: 201,
  }),
  route({
    method: 'get',
    path: '/personal-statements/:id',
    operation: op.GetPersonalStatementDocument,
    variables: byId,
    result: (data) => data.personalStatement,
  }),
  route({
    method: 'patch',
    path: '/personal-statements/:id',
    operation: op.SaveStatementDraftDocument,
    input: draftInputSchema,
    variables: ({ params, body }) => ({ statementId: params.id, draft: body.draft }),
    result: (data) => data.saveStatementDraft,
  }),
  route({
    method: 'post',
    path: '/personal-statements/:id/versions',
    operation: op.AddStatementVersionDocument,
    input: versionInputSchema,
    variables: ({ params, body }) => ({ statementId: params.id, text: body.text }),
    result: (data) => data.addStatementVersion,
    status: 201,
  }),
  route({
    method: 'post',
    path: '/personal-statements/:id/final',
    operation: op.MarkFinalVersionDocument,
    input: finalInputSchema,
    variables: ({ params, body }) => ({ statementId: params.id, versionId: body.versionId }),
    result: (data) => data.markFinalVersion,
  }),
];
