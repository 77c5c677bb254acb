import type { Login, Register } from '@predental/identity-contract/auth';
import type { User } from '@predental/contracts/user';
import { LogInDocument, LogOutDocument, RegisterUserDocument } from '../../gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../../lib/graphql-request';

export async function login(credentials: Login): Promise<User> {
  const { login: result } = await graphqlRequest(LogInDocument, credentials).catch((error: unknown) => {
    // SPEC §8: a login answered with an HTTP error reads `HTTP {status}: {statusText}`, whatever its body.
    throw error instanceof GraphQLRequestError && !error.ok
      ? new Error(`HTTP ${error.status}: ${error.statusText}`)
      : error;
  });
  if (!result.success || !result.user) throw new Error(result.error || 'Authentication failed');
  return result.user;
}

/**
 * Sends username, email and password only: confirmPassword never leaves the browser. When the
 * server asks for a proof of work (PROOF_REQUIRED), `onPuzzle` is told, the puzzle is solved and
 * the sign-up sent again.
 */
export async function register({ username, email, password }: Register, onPuzzle: () => void): Promise<User> {
  const input = { username, email, password };
  try {
    return (await graphqlRequest(RegisterUserDocument, { input })).register;
  } catch (error) {
    if (!(error instanceof GraphQLRequestError && error.graphQLError?.code === 'PROOF_REQUIRED')) throw error;
  }
  onPuzzle();
  // The solver (altcha-lib) is loaded only when a puzzle is asked: most sign-ups never see one.
  const { solveSignupPuzzle } = await import('./signup-puzzle');
  const proof = await solveSignupPuzzle();
  return (await graphqlRequest(RegisterUserDocument, { input: { ...input, proof } })).register;
}

export async function logout(): Promise<void> {
  await graphqlRequest(LogOutDocument);
}
