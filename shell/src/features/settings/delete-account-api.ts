import { DeleteAccountDocument } from '../../gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../../lib/graphql-request';

/** Deletes the signed-in account; a refusal (wrong password, the last admin) throws with the server's message. */
export async function deleteMyAccount(password: string): Promise<void> {
  await graphqlRequest(DeleteAccountDocument, { password }).catch((error: unknown) => {
    if (!(error instanceof GraphQLRequestError)) throw error;
    throw new Error(error.graphQLError?.message ?? error.message);
  });
}
