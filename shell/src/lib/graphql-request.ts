import { ERROR_STATUS, isErrorCode } from '@predental/contracts/api-error';
import type { TypedDocumentString } from '../gql/graphql';

/** A failed call: its message is the one to show (`status: message`); the HTTP answer and GraphQL error say why. */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;

  constructor(
    message: string,
    response: Response,
    /** The answer's first GraphQL error, when it had one (its message is this error's). */
    readonly graphQLError?: { message: string; code?: string },
  ) {
    super(message);
    this.status = response.status;
    this.statusText = response.statusText;
    this.ok = response.ok;
  }
}

interface Answer<Result> {
  data?: Result | null;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  /** The entry's own refusals (CSRF, body type) are `{ message }`. */
  message?: unknown;
}

function parsed<Result>(text: string): Answer<Result> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? body : undefined;
  } catch {
    return undefined;
  }
}

/** An operation without variables takes none; any other needs its own. */
type VariablesOf<Variables> = Variables extends Record<string, never> ? [] : [variables: Variables];

/**
 * The shell's one way to call the API: a generated document sent to /graphql, as plain fetch so
 * the landing page needs neither Apollo nor a graphql runtime. Resolves to the operation's data;
 * otherwise throws a GraphQLRequestError worded as SPEC §8 says: `status: message`, or the body's trouble.
 */
export async function graphqlRequest<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  ...[variables]: VariablesOf<Variables>
): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    // A JSON body is what the entry's cross-site guard and Apollo's CSRF check let through; SPEC §7's debug header.
    headers: { 'Content-Type': 'application/json', 'X-Debug': 'true' },
    credentials: 'same-origin',
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  const text = await response.text();
  const answer = parsed<Result>(text);
  const first = answer?.errors?.[0];
  if (first && typeof first.message === 'string') {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
    // A refusal reads as its REST twin would (ARCHITECTURE: `status: message`); /graphql answers 200.
    const status = isErrorCode(code) ? ERROR_STATUS[code] : response.status;
    throw new GraphQLRequestError(`${status}: ${first.message}`, response, { message: first.message, code });
  }
  if (!response.ok) {
    const said = typeof answer?.message === 'string' ? answer.message : text || response.statusText;
    throw new GraphQLRequestError(`${response.status}: ${said}`, response);
  }
  if (!text.trim()) throw new GraphQLRequestError('Server returned an empty response', response);
  if (!answer?.data) throw new GraphQLRequestError(`Failed to parse server response: ${text.slice(0, 100)}`, response);
  return answer.data;
}
