import type { User } from '@predental/contracts/user';
import { CurrentUserDocument } from '../../gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../../lib/graphql-request';

const UNAVAILABLE = 'Sign-in is unavailable. Please try again shortly.';

/**
 * The signed-in user, or null for a visitor. Any failure (identity down, no network) leaves that
 * unknown and throws an Error whose message is fit to show the student: the server's reason if it
 * gave one, else the generic one.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await graphqlRequest(CurrentUserDocument)).me;
  } catch (error) {
    throw new Error(
      error instanceof GraphQLRequestError && error.graphQLError ? error.graphQLError.message : UNAVAILABLE,
    );
  }
}
