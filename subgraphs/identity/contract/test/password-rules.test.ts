import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { changePasswordSchema } from '../src/password';

/** The message the REST bridge answers with its 400 and the subgraph with BAD_USER_INPUT, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

// The same strength rule as sign-up (SPEC §5).
describe('new password', () => {
  it.each([
    ['Sh0rt!', 'Password must be at least 8 characters'],
    ['passw0rd!', 'Password must contain at least one uppercase letter'],
    ['PASSW0RD!', 'Password must contain at least one lowercase letter'],
    ['Password!', 'Password must contain at least one number'],
    ['Passw0rdd', 'Password must contain at least one special character'],
    ['N3w-Passw0rd', 'ok'],
  ])('%s: %s', (newPassword, message) => {
    expect(verdict(changePasswordSchema.safeParse({ currentPassword: 'Passw0rd!', newPassword }))).toBe(message);
  });
});
