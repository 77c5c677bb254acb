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

let early: Promise<User | null> | undefined;

/**
 * Starts reading who is signed in as the page's first script runs, beside the download of React and
 * the page's code, instead of once the app has rendered (issue 41: a signed-in page's heading
 * waited a round trip for it). The session provider's first read takes this answer.
 */
export function startReadingSession(): void {
  early ??= fetchCurrentUser();
  // Failures are the provider's to show; unread until then, one would be logged as unhandled.
  early.catch(() => undefined);
}

/** The read started early, once; later reads (refresh) ask again. */
export function readSession(): Promise<User | null> {
  const started = early;
  early = undefined;
  return started ?? fetchCurrentUser();
}
