import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { goalSchema, goalsUpdateSchema } from '../src/goals';
import { isHalfStep } from '../src/hours';
import { shadowingUpdateSchema } from '../src/shadowing';
import { volunteerUpdateSchema } from '../src/volunteer';

/** The message the form, the REST bridge and the subgraph would all give, or 'ok'. */
const verdict = (result: z.ZodSafeParseResult<unknown>) => (result.success ? 'ok' : firstIssue(result.error));

describe('half steps', () => {
  it('is exact, without float modulo', () => {
    expect([0, 0.5, 1, 1.5, 23.5, 10_000].every(isHalfStep)).toBe(true);
    expect([0.25, 0.75, 0.1, 1.0000001, 2.3, Number.NaN, Number.POSITIVE_INFINITY].some(isHalfStep)).toBe(false);
  });
});

describe.each([
  ['shadowing', shadowingUpdateSchema],
  ['volunteer', volunteerUpdateSchema],
])('%s hours (SPEC §9: at least 0.5, in steps of 0.5)', (_, schema) => {
  it.each([
    [0, 'Hours must be greater than 0'],
    [-1, 'Hours must be greater than 0'],
    [Number.NaN, 'Hours must be greater than 0'],
    [0.01, 'Hours must be at least 0.5'],
    [0.25, 'Hours must be at least 0.5'],
    [0.75, 'Hours must be in steps of 0.5'],
    [1.0000001, 'Hours must be in steps of 0.5'],
    [24.5, 'Hours must be at most 24 per entry'],
    [100.3, 'Hours must be at most 24 per entry'],
    [0.5, 'ok'],
    [1.5, 'ok'],
    [24, 'ok'],
  ])('%p: %s', (hours, message) => {
    expect(verdict(schema.safeParse({ hours }))).toBe(message);
  });
});

describe('goal (SPEC §5, §9: at least 1, in steps of 0.5)', () => {
  it.each([
    [0, 'Please enter a valid positive number'],
    [-5, 'Please enter a valid positive number'],
    [Number.NaN, 'Please enter a valid positive number'],
    [0.1, 'Goal must be at least 1 hour'],
    [0.5, 'Goal must be at least 1 hour'],
    [1.25, 'Goal must be in steps of 0.5 hours'],
    [10_000.5, 'Goal must be at most 10,000 hours'],
    [1, 'ok'],
    [2.5, 'ok'],
    [10_000, 'ok'],
  ])('%p: %s', (goal, message) => {
    expect(verdict(goalSchema.safeParse(goal))).toBe(message);
  });
});

// Each goal is the rule above; a body needs at least one of them.
describe('PATCH /api/goals body', () => {
  it.each([
    [{ shadowingGoal: 0 }, 'Please enter a valid positive number'],
    [{ shadowingGoal: -5 }, 'Please enter a valid positive number'],
    [{ volunteerGoal: 'ten' }, 'Please enter a valid positive number'],
    [{ volunteerGoal: null }, 'Please enter a valid positive number'],
    [{ shadowingGoal: 10_001 }, 'Goal must be at most 10,000 hours'],
    [{ shadowingGoal: 0.1 }, 'Goal must be at least 1 hour'],
    [{ volunteerGoal: 0.5 }, 'Goal must be at least 1 hour'],
    [{ shadowingGoal: 1.25 }, 'Goal must be in steps of 0.5 hours'],
    [{ volunteerGoal: 1.25 }, 'Goal must be in steps of 0.5 hours'],
    [{ shadowingGoal: 30, volunteerGoal: 12.2 }, 'Goal must be in steps of 0.5 hours'],
    [{}, 'Nothing to update: send shadowingGoal or volunteerGoal'],
    [{ shadowingGoal: 1 }, 'ok'],
    [{ volunteerGoal: 2.5 }, 'ok'],
    [{ shadowingGoal: 1, volunteerGoal: 2.5 }, 'ok'],
  ])('%p: %s', (body, message) => {
    expect(verdict(goalsUpdateSchema.safeParse(body))).toBe(message);
  });
});
