import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { loginSchema, registerSchema } from '../src/auth';

/** The message the REST bridge answers with its 400 and the subgraph with BAD_USER_INPUT, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

const account = { username: 'student1', email: 'student1@example.com', password: 'Passw0rd!' };

describe('sign-up body', () => {
  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
    [{ password: 'passw0rd!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'PASSW0RD!' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'Password!' }, 'Password must contain at least one number'],
    [{ password: 'Passw0rdd' }, 'Password must contain at least one special character'],
    [{}, 'ok'],
  ])('%j: %s', (change, message) => {
    expect(verdict(registerSchema.safeParse({ ...account, ...change }))).toBe(message);
  });
});

describe('login body', () => {
  it.each([
    [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'someone', password: '12345' }, 'Password must be at least 6 characters'],
    // Login checks only the length: an old password need not follow today's strength rule.
    [{ username: 'someone', password: 'secret' }, 'ok'],
  ])('%j: %s', (body, message) => {
    expect(verdict(loginSchema.safeParse(body))).toBe(message);
  });
});
