import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { profileUpdateSchema } from '../src/profile';

/** The message the REST bridge answers with its 400 and the subgraph with BAD_USER_INPUT, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

describe('PATCH /api/users/{id} body', () => {
  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ username: 42 }, 'Username is required'],
    [{}, 'Nothing to update: send username or email'],
    [{ username: 'abc' }, 'ok'],
    [{ email: 'someone@example.com' }, 'ok'],
  ])('%j: %s', (body, message) => {
    expect(verdict(profileUpdateSchema.safeParse(body))).toBe(message);
  });
});
