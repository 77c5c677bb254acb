import { z } from 'zod';
import { loggedTypeSchema, type LoggedType } from './experience-types';
import { GOAL_MIN, GOAL_STEP, isHalfStep } from './hours';

const MAX_GOAL = 10_000;

/** SPEC §5 Goal dialogs: the 'Invalid Goal' toast's description, and the API's message. */
const INVALID_GOAL_MESSAGE = 'Please enter a valid positive number';

/**
 * A goal (SPEC §5, §9): a number above 0 (SPEC's own message), at least 1 hour, at most
 * MAX_GOAL, in half hours. The dialog, the REST bridge and the subgraph parse with this schema.
 */
export const goalSchema = z
  .number({ error: INVALID_GOAL_MESSAGE })
  .positive(INVALID_GOAL_MESSAGE)
  .min(GOAL_MIN, `Goal must be at least ${GOAL_MIN} hour`)
  .max(MAX_GOAL, `Goal must be at most ${MAX_GOAL.toLocaleString('en-US')} hours`)
  .refine(isHalfStep, `Goal must be in steps of ${GOAL_STEP} hours`);

/** PATCH /api/goals: {shadowingGoal} or {volunteerGoal} (or both). */
export const goalsUpdateSchema = z
  .object({ shadowingGoal: goalSchema.optional(), volunteerGoal: goalSchema.optional() })
  .refine((v) => v.shadowingGoal !== undefined || v.volunteerGoal !== undefined, {
    message: 'Nothing to update: send shadowingGoal or volunteerGoal',
  });
export type GoalsUpdate = z.infer<typeof goalsUpdateSchema>;

/** Issue 37: a goal for a type SPEC sets none for (research, employment...); a null goal removes it. */
export const typeGoalInputSchema = z.object({ type: loggedTypeSchema, goal: goalSchema.nullable() });
export type TypeGoalInput = z.infer<typeof typeGoalInputSchema>;

interface TypeGoal {
  type: LoggedType;
  goal: number;
}

/** A goal nobody has set is null; the other types' goals are listed once set. */
export interface Goals {
  shadowingGoal: number | null;
  volunteerGoal: number | null;
  typeGoals: TypeGoal[];
}
