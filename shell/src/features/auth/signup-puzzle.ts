import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { SignupChallengeDocument } from '../../gql/graphql';
import { graphqlRequest } from '../../lib/graphql-request';

/**
 * Past the free sign-ups from one network the server asks for a proof of work (ALTCHA, served by
 * our own identity service): fetch a signed puzzle, solve it here (a second or two), and answer
 * with the payload the ALTCHA widget would send.
 */
export async function solveSignupPuzzle(): Promise<string> {
  const { signupChallenge } = await graphqlRequest(SignupChallengeDocument);
  const challenge = JSON.parse(signupChallenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The sign-up check could not be finished. Please try again.');
  return btoa(JSON.stringify({ challenge, solution }));
}
