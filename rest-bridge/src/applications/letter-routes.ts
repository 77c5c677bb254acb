import { letterInputSchema, letterUpdateSchema } from '@predental/applications-contract/letters';
import * as op from '../gql/graphql';
import { bodyAsInput, byId, byIdWithInput, route, success } from '../route-table';

/**
 * Issue 36's letters of evaluation. The applications subgraph answers 404 for anyone else's
 * letter and 400 for a letter that would break the AADSAS limit.
 */
export const letterRoutes = [
  route({ method: 'get', path: '/letters', operation: op.ListLettersDocument, result: (data) => data.myLetters }),
  route({
    method: 'post',
    path: '/letters',
    operation: op.AddLetterDocument,
    input: letterInputSchema,
    variables: bodyAsInput,
    result: (data) => data.addLetter,
    status: 201,
  }),
  route({
    method: 'patch',
    path: '/letters/:id',
    operation: op.UpdateLetterDocument,
    input: letterUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateLetter,
  }),
  route({
    method: 'delete',
    path: '/letters/:id',
    operation: op.RemoveLetterDocument,
    variables: byId,
    result: success,
  }),
];
