import { CurrentUserDocument, LogOutDocument, RegisterUserDocument } from '../src/gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../src/lib/graphql-request';
import { answering, sent } from './fetch-stub';

const user = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };

describe('graphqlRequest: what the shell sends to /graphql and what it makes of the answer', () => {
  it('posts the operation and its variables as JSON, with the session cookie, and resolves to the data', async () => {
    const fetch = answering({ body: { data: { register: user } } });
    const input = { username: 'student', email: 'student@example.com', password: 'Passw0rd!' };
    await expect(graphqlRequest(RegisterUserDocument, { input })).resolves.toEqual({ register: user });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Debug': 'true' },
    });
    expect(sent(fetch)).toEqual({ query: RegisterUserDocument.toString(), variables: { input } });
  });

  it('sends empty variables for an operation without any', async () => {
    const fetch = answering({ body: { data: { logout: true } } });
    await graphqlRequest(LogOutDocument);
    expect(sent(fetch)).toMatchObject({ variables: {} });
  });

  it("throws the first GraphQL error as `status: message`, the status its code's on /api", async () => {
    answering({ body: { errors: [{ message: 'Username already taken', extensions: { code: 'CONFLICT' } }] } });
    const error = await graphqlRequest(CurrentUserDocument).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      message: '409: Username already taken',
      graphQLError: { message: 'Username already taken', code: 'CONFLICT' },
      status: 200,
      ok: true,
    });
  });

  it('prefers the GraphQL error to the body of an answer that is not OK; without a code, the HTTP status', async () => {
    answering({
      status: 503,
      body: { errors: [{ message: 'Sign-in is unavailable. Please try again shortly.' }] },
    });
    await expect(graphqlRequest(CurrentUserDocument)).rejects.toMatchObject({
      message: '503: Sign-in is unavailable. Please try again shortly.',
      status: 503,
      ok: false,
    });
  });

  it.each([
    [
      { status: 403, body: { message: 'Cross-site requests are not allowed' } },
      '403: Cross-site requests are not allowed',
    ],
    [{ status: 502, text: 'Bad gateway' }, '502: Bad gateway'],
    [{ status: 500, text: '', statusText: 'Internal Server Error' }, '500: Internal Server Error'],
  ])('phrases an answer %j that is not OK as SPEC §8 does: %s', async (answer, message) => {
    answering(answer);
    await expect(graphqlRequest(CurrentUserDocument)).rejects.toMatchObject({ message, graphQLError: undefined });
  });

  it.each([
    ['', 'Server returned an empty response'],
    ['<html>oops</html>', 'Failed to parse server response: <html>oops</html>'],
    ['{}', 'Failed to parse server response: {}'],
  ])('refuses an OK answer %j that is no GraphQL result', async (text, message) => {
    answering({ text });
    await expect(graphqlRequest(CurrentUserDocument)).rejects.toThrow(message);
  });
});
