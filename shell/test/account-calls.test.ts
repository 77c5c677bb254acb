import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { login, logout, register } from '../src/features/auth/auth-api';
import { fetchCurrentUser } from '../src/features/session/session-api';
import { changePassword, updateProfile } from '../src/features/settings/settings-api';
import { answering, sent } from './fetch-stub';

/** The shell's account calls over /graphql give the texts SPEC §7 and §8 name, as the REST calls did. */

const user = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };
const account = { username: 'student', email: 'student@example.com', password: 'Passw0rd!' };
/** What the register form gives: its values, confirmPassword included. */
const form = { ...account, confirmPassword: account.password };
const graphQLError = (message: string, code = 'BAD_USER_INPUT') => ({ errors: [{ message, extensions: { code } }] });

describe('login', () => {
  const credentials = { username: 'student', password: 'Passw0rd!' };

  it('resolves to the user', async () => {
    answering({ body: { data: { login: { success: true, error: null, user } } } });
    await expect(login(credentials)).resolves.toEqual(user);
  });

  it.each([
    [{ success: false, error: 'Invalid username or password', user: null }, 'Invalid username or password'],
    [{ success: false, error: null, user: null }, 'Authentication failed'],
  ])('fails with the server error text, else Authentication failed: %j', async (result, message) => {
    answering({ body: { data: { login: result } } });
    await expect(login(credentials)).rejects.toThrow(message);
  });

  it('reads HTTP {status}: {statusText} when the answer is not OK, whatever its body', async () => {
    answering({ status: 429, statusText: 'Too Many Requests', body: graphQLError('Slow down', 'TOO_MANY_REQUESTS') });
    await expect(login(credentials)).rejects.toThrow(/^HTTP 429: Too Many Requests$/);
  });
});

describe('register', () => {
  it('sends username, email and password, never confirmPassword', async () => {
    const fetch = answering({ body: { data: { register: user } } });
    const onPuzzle = jest.fn();
    await expect(register(form, onPuzzle)).resolves.toEqual(user);
    expect(sent(fetch)).toMatchObject({ variables: { input: account } });
    expect(onPuzzle).not.toHaveBeenCalled();
  });

  it('on PROOF_REQUIRED says so, solves the signup challenge and sends the sign-up again with the proof', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'test',
    });
    const fetch = answering(
      { body: graphQLError('Solve the puzzle', 'PROOF_REQUIRED') },
      { body: { data: { signupChallenge: JSON.stringify(challenge) } } },
      { body: { data: { register: user } } },
    );
    const onPuzzle = jest.fn();
    await expect(register(form, onPuzzle)).resolves.toEqual(user);
    expect(onPuzzle).toHaveBeenCalledTimes(1);
    expect(sent(fetch, 1)).toMatchObject({ query: expect.stringContaining('signupChallenge') });
    const { variables } = sent(fetch, 2) as { variables: { input: { proof: string } } };
    expect(variables.input).toMatchObject(account);
    expect(JSON.parse(atob(variables.input.proof))).toMatchObject({ challenge, solution: { counter: 5 } });
  });

  it("fails with the status and the server's message", async () => {
    answering({ body: graphQLError('Username already taken', 'CONFLICT') });
    await expect(register(form, jest.fn())).rejects.toThrow(/^409: Username already taken$/);
  });
});

describe('logout', () => {
  it('fails with the status and message of an answer that is not OK', async () => {
    answering({ status: 403, body: { message: 'Cross-site requests are not allowed' } });
    await expect(logout()).rejects.toThrow(/^403: Cross-site requests are not allowed$/);
  });
});

describe('the current user', () => {
  it('is the user, or null for a visitor', async () => {
    answering({ body: { data: { me: user } } }, { body: { data: { me: null } } });
    await expect(fetchCurrentUser()).resolves.toEqual(user);
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it("is unknown when identity is down: the server's reason, else the generic one", async () => {
    answering(
      { status: 503, body: graphQLError('The identity service is unavailable.', 'SERVICE_UNAVAILABLE') },
      { status: 502, text: '<html>Bad gateway</html>' },
    );
    await expect(fetchCurrentUser()).rejects.toThrow(/^The identity service is unavailable\.$/);
    await expect(fetchCurrentUser()).rejects.toThrow(/^Sign-in is unavailable\. Please try again shortly\.$/);
  });

  it('is unknown, not signed out, after an OK answer that is no GraphQL result: only me: null signs out', async () => {
    answering({ text: '<html>Captive portal</html>' });
    await expect(fetchCurrentUser()).rejects.toThrow(/^Sign-in is unavailable\. Please try again shortly\.$/);
  });

  it('is unknown without a network', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchCurrentUser()).rejects.toThrow(/^Sign-in is unavailable\. Please try again shortly\.$/);
  });
});

describe('settings', () => {
  it('sends only the changed profile fields, for the signed-in user', async () => {
    const fetch = answering({ body: { data: { updateProfile: { id: 'u1' } } } });
    await updateProfile('u1', { username: 'renamed' });
    expect(sent(fetch)).toMatchObject({ variables: { id: 'u1', input: { username: 'renamed' } } });
  });

  it('says Failed to update profile for any refusal', async () => {
    answering({ body: graphQLError('Username already taken', 'CONFLICT') });
    await expect(updateProfile('u1', { username: 'taken' })).rejects.toThrow(/^Failed to update profile$/);
  });

  it.each([
    [{ body: graphQLError('Current password is incorrect') }, 'Current password is incorrect'],
    [{ status: 502, text: 'Bad gateway' }, 'Failed to change password'],
  ])(
    "says the server's message for a refused password change, else Failed to change password",
    async (answer, message) => {
      answering(answer);
      await expect(changePassword({ currentPassword: 'Wrong-pass1', newPassword: 'N3w-Passw0rd' })).rejects.toThrow(
        new RegExp(`^${message}$`),
      );
    },
  );
});
