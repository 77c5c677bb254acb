import type { z } from 'zod';
import { firstIssue } from '@predental/contracts/api-error';
import { badInput } from './errors';

/** zod at the subgraph edge: the first issue's message becomes a BAD_USER_INPUT error. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) badInput(firstIssue(result.error));
  return result.data;
}
