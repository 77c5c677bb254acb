import { z } from 'zod';

/** Every 4xx/5xx body of the REST bridge. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The first zod issue, phrased for a person. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  return issue.message;
}
