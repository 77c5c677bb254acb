import { deleteAccountSchema } from '@predental/identity-contract/delete-account';
import * as op from '../gql/graphql';
import { bodyAsVariables, route } from '../route-table';

/**
 * DELETE /api/me `{ password }`: the account and every record of it in every area. 200
 * `{ deleted: true, pendingAreas }` once the account is gone (signed out everywhere, the
 * username free); the areas named in `pendingAreas` were down and erase their records as soon as
 * they are back (identity retries). 403 for a missing or wrong password, 409 for the last admin.
 */
export const eraseRoutes = [
  route({
    method: 'delete',
    path: '/me',
    operation: op.DeleteAccountDocument,
    input: deleteAccountSchema,
    variables: bodyAsVariables,
    result: (data) => data.deleteAccount,
  }),
];
