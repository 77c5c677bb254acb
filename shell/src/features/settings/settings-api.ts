import type { ChangePassword } from '@predental/identity-contract/password';
import type { ProfileUpdate } from '@predental/identity-contract/profile';
import { ChangePasswordDocument, UpdateProfileDocument } from '../../gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../../lib/graphql-request';

export async function updateProfile(userId: string, changes: ProfileUpdate): Promise<void> {
  await graphqlRequest(UpdateProfileDocument, { id: userId, input: changes }).catch((error: unknown) => {
    // SPEC §7: any refusal reads 'Failed to update profile'.
    throw error instanceof GraphQLRequestError ? new Error('Failed to update profile') : error;
  });
}

export async function changePassword(variables: ChangePassword): Promise<void> {
  await graphqlRequest(ChangePasswordDocument, variables).catch((error: unknown) => {
    // SPEC §7: the server's message, else 'Failed to change password'.
    if (!(error instanceof GraphQLRequestError)) throw error;
    throw new Error(error.graphQLError?.message ?? 'Failed to change password');
  });
}
